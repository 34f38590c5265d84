import { createHmac } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, newestLoginToken, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { createMailer } from '../../identity/mailer.ts';
import { buildServices } from '../../services.ts';

/**
 * A guest's review raises `review.received` (ADR 0042): the review is written through the guest's
 * own path (booked, stay completed by the sweep, signed in by the mailed link, review form), and
 * the host's endpoint that listens to review.received gets it signed, with the review as the
 * payload carries it; an endpoint that does not listen to it gets no such delivery.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = 86_400_000;
const REVIEW = {
  rating: 4,
  categories: { cleanliness: 5, accuracy: 4, communication: 5, location: 3, checkIn: 4, value: 4 },
  text: 'Quiet street, a bright flat and a very helpful host.',
};
const GUEST = 'rita.webhook@example.test';

let t: TestApp;
let host: TestHost;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let base: string;

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.auth, ...(payload ? { payload } : {}) });
/** the app's services with the clock `days` ahead: the sweep's and the sender's later runs */
const later = (days: number) =>
  buildServices({
    config: t.config,
    database: t.database,
    mailer: createMailer(t.config, pino({ level: 'silent' })),
    now: () => new Date(Date.now() + days * DAY),
  });
async function endpoint(path: string, events: string[]) {
  const res = await as('POST', '/api/app/webhooks', { url: `${base}${path}`, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: string }; secret: string };
}
type Delivery = {
  eventType: string;
  status: string;
  body: string;
  attempts: { statusCode: number | null }[];
};
async function deliveries(endpointId: string) {
  const res = await as('GET', `/api/app/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Delivery[];
}
const to = (path: string) => receiver.to(path);

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => [200, 'ok']);
  base = receiver.base;
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000', FEEDS_ALLOW_PRIVATE: 'true' });
  host = await t.createHost();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe(`a guest's review as a webhook (${driver})`, () => {
  it('raises review.received for the endpoint that listens to it, and only for it', async () => {
    const { endpoint: reviews, secret } = await endpoint('/reviews', ['review.received']);
    // listens to the stay's other events, not to reviews
    const { endpoint: stays } = await endpoint('/stays', [
      'booking.created',
      'booking.changed',
      'booking.cancelled',
      'request.received',
      'message.received',
    ]);

    // the guest books, stays, and is asked for a review once the stay is over
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    expect(
      (await as('PATCH', `/api/app/property-unit/${unitId}`, { bookingType: 'onLine' })).statusCode,
    ).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: {
        ...stayRequest(GUEST, 5, 3, 'Rita Webhook'),
        guest: { name: 'Rita Webhook', email: GUEST, language: 'en' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;
    // check-out on day 8 completes the stay; review collection opens the day after
    await later(8).reservations.sweep();
    await later(9).reservations.sweep();

    // the guest signs in with the mailed link and sends the review form
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token: newestLoginToken(t, GUEST) },
    });
    expect(login.statusCode, login.body).toBe(200);
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/guest/reservations/${bookingId}/review`,
      headers: { cookie: `guest_token=${guestCookie(login).value}` },
      payload: REVIEW,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    // the sender's run once all of it is due (the sweeps' events are queued at their own, later time)
    expect((await later(10).webhooks.deliverDue()).failed).toBe(0);

    // the review endpoint: exactly one delivery, review.received, signed with its secret
    const got = to('/reviews');
    expect(got.length).toBe(1);
    const body = JSON.parse(got[0]!.body);
    expect(body).toMatchObject({
      type: 'review.received',
      data: {
        review: {
          reservationId: bookingId,
          unitId,
          guestName: 'Rita Webhook',
          rating: 4,
          categories: REVIEW.categories,
          text: REVIEW.text,
        },
      },
    });
    expect(body.data.review.id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(body.data.review.createdAt))).toBe(false);
    expect(got[0]!.headers['x-webhook-event']).toBe('review.received');
    expect(got[0]!.headers['x-webhook-event-id']).toBe(body.id);
    const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got[0]!.headers['x-webhook-signature']));
    expect(m).not.toBeNull();
    expect(m![2]).toBe(createHmac('sha256', secret).update(`${m![1]}.${got[0]!.body}`).digest('hex'));
    // the host's log says the same
    const [logged, ...rest] = await deliveries(reviews.id);
    expect(rest).toEqual([]);
    expect(logged).toMatchObject({ eventType: 'review.received', status: 'succeeded', body: got[0]!.body });
    expect(logged!.attempts.map((a) => a.statusCode)).toEqual([200]);

    // the other endpoint heard the stay (so it was listening) but not the review
    const types = to('/stays').map((r) => JSON.parse(r.body).type as string);
    expect(types).toContain('booking.created');
    expect(types).toContain('booking.changed');
    expect(types).not.toContain('review.received');
    const stayLog = await deliveries(stays.id);
    expect(stayLog.length).toBe(types.length);
    expect(stayLog.map((d) => d.eventType)).not.toContain('review.received');
  });
});
