import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { addDays, toDay } from './reservation-rules.ts';

let t: TestApp;
let unitId: string;

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '3' });
  ({ unitId } = await unitIn(t, await t.createHost(), 'PUBLISHED'));
}, 120_000);
afterAll(() => t?.close());

describe('guest calls are rate-limited per client', () => {
  it('answers 429 with Retry-After once a client has made its calls of the minute', async () => {
    const today = toDay(new Date());
    const quote = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/units/${unitId}/quote`,
        remoteAddress: ip,
        payload: { checkIn: addDays(today, 20), checkOut: addDays(today, 23), guests: 2 },
      });
    for (let n = 0; n < 3; n++) expect((await quote('203.0.113.7')).statusCode).toBe(200);
    const limited = await quote('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['content-type']).toContain('application/problem+json');
    // another client is not held back
    expect((await quote('198.51.100.4')).statusCode).toBe(200);
  });
});
