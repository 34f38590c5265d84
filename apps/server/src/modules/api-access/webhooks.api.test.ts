import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestCookie,
  newestLoginToken,
  onRequestUnit,
  outbox,
  requestStay,
  stayRequest,
} from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { createMailer } from '../../identity/mailer.ts';
import { buildServices } from '../../services.ts';
import { checkEndpointUrl } from './webhooks.service.ts';

/**
 * Webhooks (issue 13, ADR 0042) against a receiver on 127.0.0.1: signed deliveries, retries with
 * backoff, replay, disabling after repeated failure with an e-mail, and tenancy. The sender runs
 * as the `webhook-deliveries` job would, at a chosen time.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const MIN = 60_000;

let t: TestApp;
let host: TestHost;
let other: TestHost;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let base: string;
/** what each path answers next (status, body); then 200 */
const answers = new Map<string, [number, string][]>();
let sender: ReturnType<typeof buildServices>['webhooks'];

const as = (who: TestHost, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who.auth, ...(payload ? { payload } : {}) });
const at = (ms: number) => new Date(Date.now() + ms);

async function endpoint(path: string, events: string[], who: TestHost = host) {
  const res = await as(who, 'POST', '/api/app/webhooks', { url: `${base}${path}`, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: string }; secret: string };
}
type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  nextAttemptAt: string | null;
  body: string;
  attempts: { statusCode: number | null; responseBody: string | null; error: string | null }[];
};
const deliveries = async (endpointId: string, who: TestHost = host) => {
  const res = await as(who, 'GET', `/api/app/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Delivery[];
};
const to = (path: string) => receiver.to(path);

async function instantUnit(who: TestHost) {
  const { unitId } = await unitIn(t, who, 'PUBLISHED');
  await as(who, 'PATCH', `/api/app/property-unit/${unitId}`, { bookingType: 'onLine' });
  return unitId;
}
async function book(unitId: string, from: number, kind = 'bookings') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/${kind}`,
    payload: stayRequest(`guest${from}@example.test`, from),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver((path) => answers.get(path)?.shift() ?? [200, 'thanks']);
  base = receiver.base;
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000', FEEDS_ALLOW_PRIVATE: 'true' });
  host = await t.createHost();
  other = await t.createHost();
  // the job's sender, on the same database and outbox
  const log = { info: () => {} };
  sender = buildServices({
    config: t.config,
    database: t.database,
    mailer: createMailer(t.config, log),
  }).webhooks;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe(`webhook deliveries (${driver})`, () => {
  it('signs each delivery so that the receiver can check it', async () => {
    const { endpoint: ep, secret } = await endpoint('/signed', ['booking.created']);
    expect(secret).toMatch(/^whsec_/);
    const listed = await as(host, 'GET', '/api/app/webhooks');
    expect(JSON.stringify(listed.json())).not.toContain(secret);
    const unitId = await instantUnit(host);
    const bookingId = await book(unitId, 20);
    expect(await sender.deliverDue(at(0))).toEqual({ delivered: 1, failed: 0 });
    const [got] = to('/signed');
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ type: 'booking.created', data: { reservation: { id: bookingId, unitId } } });
    expect(body.data.reservation).toMatchObject({ kind: 'booking', status: 'CONFIRMED', guests: 2 });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    // the receiver's check, as its documentation would write it
    const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got!.headers['x-webhook-signature']));
    expect(m).not.toBeNull();
    expect(Math.abs(Date.now() / 1000 - Number(m![1]))).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(`${m![1]}.${got!.body}`).digest('hex');
    expect(m![2]).toBe(expected);
    // and a body changed on the way would not pass
    const tampered = createHmac('sha256', secret).update(`${m![1]}.${got!.body} `).digest('hex');
    expect(m![2]).not.toBe(tampered);
    expect(got!.headers['x-webhook-event']).toBe('booking.created');
    expect(got!.headers['x-webhook-event-id']).toBe(body.id);
    const [d] = await deliveries(ep.id);
    expect(d).toMatchObject({ eventId: body.id, status: 'succeeded', nextAttemptAt: null });
    expect(d!.attempts).toEqual([expect.objectContaining({ statusCode: 200, responseBody: 'thanks' })]);
    // sent once: the next run finds nothing due
    expect(await sender.deliverDue(at(MIN))).toEqual({ delivered: 0, failed: 0 });
  });

  it('tells each endpoint only the events it listens to', async () => {
    const { endpoint: requests } = await endpoint('/requests', ['request.received', 'booking.cancelled']);
    const { endpoint: messages } = await endpoint('/messages', ['message.received']);
    const unitId = await onRequestUnit(t, host);
    const requestId = await requestStay(t, unitId, stayRequest('ines@example.test', 30, 3, 'Ines'));
    // the guest writes: the host's message.received
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token: newestLoginToken(t, 'ines@example.test') },
    });
    const cookie = `guest_token=${guestCookie(login).value}`;
    const channels = await t.app.inject({ url: '/api/guest/channels', headers: { cookie } });
    const channel = (channels.json().items as { id: string; reservationId: string }[]).find(
      (c) => c.reservationId === requestId,
    )!;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/guest/channels/${channel.id}/messages`,
      headers: { cookie },
      payload: { body: 'Is there parking?', clientId: 'ines-client-0001' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // the guest withdraws the request
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/guest/reservations/${requestId}/cancel`,
      headers: { cookie },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await sender.deliverDue(at(0));
    const types = (path: string) => to(path).map((r) => JSON.parse(r.body).type);
    expect(types('/requests')).toEqual(['request.received', 'booking.cancelled']);
    expect(JSON.parse(to('/requests')[0]!.body).data.reservation).toMatchObject({
      id: requestId,
      kind: 'booking_request',
      guestName: 'Ines',
    });
    expect(types('/messages')).toEqual(['message.received']);
    expect(JSON.parse(to('/messages')[0]!.body).data.message).toMatchObject({
      conversationId: channel.id,
      reservationId: requestId,
      text: 'Is there parking?',
    });
    expect((await deliveries(requests.id)).length).toBe(2);
    expect((await deliveries(messages.id)).length).toBe(1);
  });

  it('a confirmed request is booking.created; the host cancelling it is booking.cancelled', async () => {
    await endpoint('/bookings', ['booking.created', 'booking.changed', 'booking.cancelled']);
    const unitId = await onRequestUnit(t, host);
    const requestId = await requestStay(t, unitId, stayRequest('olga@example.test', 50));
    const confirmed = await as(host, 'POST', `/api/app/booking-requests/${requestId}/confirm`, {});
    const bookingId = confirmed.json().bookingId as string;
    const cancelled = await as(host, 'POST', `/api/app/bookings/${bookingId}/cancel`, {
      reason: 'OTHER',
      explanation: 'Flooded',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sender.deliverDue(at(0));
    const bodies = to('/bookings').map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => [b.type, b.data.reservation.id])).toEqual([
      ['booking.created', bookingId],
      ['booking.cancelled', bookingId],
    ]);
  });

  it('retries with growing waits after failures, then succeeds', async () => {
    const { endpoint: ep } = await endpoint('/flaky', ['booking.created']);
    answers.set('/flaky', [
      [500, 'database down'],
      [503, 'x'.repeat(5000)],
    ]);
    const unitId = await instantUnit(host);
    await book(unitId, 60);
    const t0 = Date.now();
    const run = (ms: number) => sender.deliverDue(new Date(t0 + ms));
    // the booking's own event went out with the run above; only /flaky is due here
    expect(await run(0)).toMatchObject({ failed: 1 });
    let [d] = await deliveries(ep.id);
    expect(d!.status).toBe('pending');
    expect(Date.parse(d!.nextAttemptAt!)).toBe(t0 + MIN);
    expect(d!.attempts[0]).toMatchObject({ statusCode: 500, responseBody: 'database down' });
    // not due yet
    expect(await run(30_000)).toEqual({ delivered: 0, failed: 0 });
    expect(await run(MIN)).toMatchObject({ failed: 1 });
    [d] = await deliveries(ep.id);
    // the second wait is five minutes; the answer is kept truncated
    expect(Date.parse(d!.nextAttemptAt!)).toBe(t0 + MIN + 5 * MIN);
    expect(d!.attempts[1]!.responseBody!.length).toBe(1024);
    expect(await run(MIN + 5 * MIN)).toEqual({ delivered: 1, failed: 0 });
    [d] = await deliveries(ep.id);
    expect(d!.status).toBe('succeeded');
    expect(d!.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    // the same event each time
    expect(new Set(to('/flaky').map((r) => JSON.parse(r.body).id)).size).toBe(1);
  });

  it('a refused connection is a failed attempt with a reason', async () => {
    // a port that was just listened on and is closed again
    const gone = await startWebhookReceiver();
    await gone.close();
    const res = await as(host, 'POST', '/api/app/webhooks', {
      url: `${gone.base}/gone`,
      events: ['booking.created'],
    });
    const id = res.json().endpoint.id;
    await book(await instantUnit(host), 70);
    await sender.deliverDue(at(0));
    const [d] = await deliveries(id);
    expect(d!.attempts[0]).toMatchObject({ statusCode: null, error: 'The receiver refused the connection.' });
    await as(host, 'DELETE', `/api/app/webhooks/${id}`);
  });

  it('replays a delivery: the same event again, signed anew', async () => {
    const { endpoint: ep } = await endpoint('/replay', ['booking.created']);
    await book(await instantUnit(host), 80);
    await sender.deliverDue(at(0));
    const [d] = await deliveries(ep.id);
    const replayed = await as(host, 'POST', `/api/app/webhooks/${ep.id}/deliveries/${d!.id}/replay`);
    expect(replayed.statusCode, replayed.body).toBe(202);
    expect(replayed.json()).toMatchObject({ id: d!.id, status: 'pending' });
    expect(await sender.deliverDue(at(0))).toEqual({ delivered: 1, failed: 0 });
    const got = to('/replay');
    expect(got.length).toBe(2);
    expect(got[1]!.body).toBe(got[0]!.body);
    const [after] = await deliveries(ep.id);
    expect(after!.status).toBe('succeeded');
    expect(after!.attempts.length).toBe(2);
  });

  it('disables an endpoint after ten failures in a row and e-mails the host', async () => {
    const { endpoint: ep } = await endpoint('/broken', ['request.received']);
    answers.set(
      '/broken',
      Array.from({ length: 20 }, () => [500, 'no'] as [number, string]),
    );
    const unitId = await onRequestUnit(t, host);
    await requestStay(t, unitId, stayRequest('p1@example.test', 90));
    await requestStay(t, unitId, stayRequest('p2@example.test', 95));
    // five runs far enough apart that both deliveries are due each time: ten failures
    for (let round = 0; round < 5; round++) {
      const listed = (await as(host, 'GET', '/api/app/webhooks'))
        .json()
        .items.find((e: { id: string }) => e.id === ep.id);
      expect(listed.disabledAt).toBeNull();
      await sender.deliverDue(at(round * 13 * 60 * MIN));
    }
    expect(to('/broken').length).toBe(10);
    const listed = (await as(host, 'GET', '/api/app/webhooks'))
      .json()
      .items.find((e: { id: string }) => e.id === ep.id);
    expect(listed).toMatchObject({ consecutiveFailures: 10 });
    expect(listed.disabledAt).not.toBeNull();
    const mails = outbox(t).filter((m) => m.to === host.email && /webhook/i.test(m.subject));
    expect(mails.length).toBe(1);
    expect(mails[0]!.body).toContain(`${base}/broken`);
    // nothing more is sent, new events are not queued, replay waits for re-enabling
    expect(await sender.deliverDue(at(100 * 60 * MIN))).toEqual({ delivered: 0, failed: 0 });
    await requestStay(t, unitId, stayRequest('p3@example.test', 100));
    expect((await deliveries(ep.id)).length).toBe(2);
    const [d] = await deliveries(ep.id);
    expect((await as(host, 'POST', `/api/app/webhooks/${ep.id}/deliveries/${d!.id}/replay`)).statusCode).toBe(
      409,
    );
    // enabled again: counting starts over, waiting deliveries go out
    answers.set('/broken', []);
    const enabled = await as(host, 'PATCH', `/api/app/webhooks/${ep.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
    const before = to('/broken').length;
    await sender.deliverDue(at(200 * 60 * MIN));
    expect(to('/broken').length).toBe(before + 2);
    expect((await deliveries(ep.id)).map((x) => x.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('another host’s endpoints and deliveries are not found', async () => {
    const { endpoint: ep } = await endpoint('/tenancy', ['booking.created']);
    await book(await instantUnit(host), 110);
    await sender.deliverDue(at(0));
    const [d] = await deliveries(ep.id);
    expect((await as(other, 'GET', `/api/app/webhooks/${ep.id}/deliveries`)).statusCode).toBe(404);
    expect(
      (await as(other, 'POST', `/api/app/webhooks/${ep.id}/deliveries/${d!.id}/replay`)).statusCode,
    ).toBe(404);
    expect((await as(other, 'PATCH', `/api/app/webhooks/${ep.id}`, { enabled: true })).statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/api/app/webhooks/${ep.id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/app/webhooks')).json().items).toEqual([]);
    // the other host's own endpoint with this delivery's id: still not found
    const { endpoint: theirs } = await endpoint('/theirs', ['booking.created'], other);
    expect(
      (await as(other, 'POST', `/api/app/webhooks/${theirs.id}/deliveries/${d!.id}/replay`)).statusCode,
    ).toBe(404);
    // the other host's bookings reach only their endpoint
    await book(await instantUnit(other), 120);
    await sender.deliverDue(at(0));
    expect(to('/theirs').length).toBe(1);
    expect(to('/tenancy').length).toBe(1);
  });
});

describe('webhook endpoint addresses', () => {
  it('must be https, without credentials, and public unless private addresses are allowed', () => {
    expect(checkEndpointUrl('https://hooks.example.com/in', false)).toBe('https://hooks.example.com/in');
    for (const url of [
      'http://hooks.example.com/in',
      'ftp://hooks.example.com',
      'https://user:pw@hooks.example.com',
      'https://127.0.0.1/in',
      'https://[::1]/in',
      'https://169.254.169.254/latest',
      'https://10.0.0.5/',
      'https://localhost:8080/',
      'not a url',
    ]) {
      expect(() => checkEndpointUrl(url, false), url).toThrow();
    }
    expect(checkEndpointUrl('http://127.0.0.1:9000/in', true)).toBe('http://127.0.0.1:9000/in');
  });

  it('answers 400 on the field', async () => {
    const res = await as(host, 'POST', '/api/app/webhooks', {
      url: 'ftp://x.example',
      events: ['booking.created'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([expect.objectContaining({ name: 'url' })]);
  });
});
