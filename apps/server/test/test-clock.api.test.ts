import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { stayRequest } from './helpers/guest-fixtures.ts';
import { unitIn } from './helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

describe('the browser tests’ clock', () => {
  it('is refused outside NODE_ENV=test, and absent unless asked for', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/test/sweep' });
      expect(res.statusCode).toBe(404);
      const webhooks = await plain.app.inject({ method: 'POST', url: '/api/test/webhooks' });
      expect(webhooks.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe(`the browser tests’ clock moves the stays’ time (${driver})`, () => {
  let t: TestApp;
  let host: TestHost;
  let unitId: string;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: 'true', GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
    host = await t.createHost();
    ({ unitId } = await unitIn(t, host, 'PUBLISHED'));
    await t.database.query(`update units set booking_type = 'onLine' where id = $1`, [unitId]);
  });
  afterAll(() => t.close());

  it('a booking completes and its review collection opens only once the clock has passed check-out', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: {
        ...stayRequest('clock.guest@example.test', 3, 2, 'Clock Guest'),
        guest: { name: 'Clock Guest', email: 'clock.guest@example.test', language: 'en' },
      },
    });
    expect(booked.statusCode).toBe(201);
    const status = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/app/bookings/${booked.json().id}`,
        headers: host.auth,
      });
      return res.json().status as string;
    };
    const sweep = async () => (await t.app.inject({ method: 'POST', url: '/api/test/sweep' })).json();
    expect((await sweep()).bookingsCompleted).toBe(0);
    expect(await status()).toBe('CONFIRMED');

    // check-out is day 5: on day 6 the stay is complete and review collection open
    const moved = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: 6 } });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(5.9 * 86_400_000);
    const counts = await sweep();
    expect(counts.bookingsCompleted).toBe(1);
    expect(counts.bookingReviewsOpened).toBe(1);
    expect(await status()).toBe('IN_REVIEW_COLLECTION');

    const bad = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: -1 } });
    expect(bad.statusCode).toBe(400);
  });
});
