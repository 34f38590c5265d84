import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';

/**
 * The `webhook-deliveries` job on the app's own pg-boss queue: an event is delivered within
 * seconds of the change that raised it, without waiting for the minute's run.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let host: TestHost;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => [204, '']);
  t = await createTestApp({
    JOBS_ENABLED: 'true',
    FEEDS_ALLOW_PRIVATE: 'true',
    GUEST_RATE_LIMIT_PER_MINUTE: '10000',
  });
  host = await t.createHost();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe(`the webhook deliveries job (${driver})`, () => {
  it('sends a new booking’s event within seconds', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/webhooks',
      headers: host.auth,
      payload: { url: `${receiver.base}/hook`, events: ['booking.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
      payload: { bookingType: 'onLine' },
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: stayRequest('job@example.test', 20),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await eventually(() => receiver.received.length > 0, 20_000);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'booking.created',
      data: { reservation: { id: booked.json().id } },
    });
  }, 40_000);
});
