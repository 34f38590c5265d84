import type { AddressInfo } from 'node:net';
import type { SocketEvent } from '@host-portal/contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  guestCookie,
  newestLoginToken,
  onRequestUnit,
  outbox,
  requestStay,
  stayRequest,
} from '../../../test/helpers/guest-fixtures.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const ANA = 'ana@example.test';
const BEN = 'ben@example.test';

let t: TestApp;
let host: TestHost;
let unitId: string;
/** Ana's two requests, Ben's one */
let anaFirst: string;
let anaSecond: string;
let benRequest: string;
const cookies: Record<string, string> = {};

type Channel = { id: string; reservationId: string; stay: { status: string } | null; unreadCount: number };

const as = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: `guest_token=${cookies[email]}` },
    ...(payload ? { payload } : {}),
  });
const channelsOf = async (email: string) =>
  (await as(email, 'GET', '/api/guest/channels')).json().items as Channel[];
const cancel = (email: string, id: string) => as(email, 'POST', `/api/guest/reservations/${id}/cancel`);

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/guest/login',
    payload: { token: newestLoginToken(t, email) },
  });
  expect(res.statusCode).toBe(200);
  cookies[email] = guestCookie(res).value;
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  unitId = await onRequestUnit(t, host);
  anaFirst = await requestStay(t, unitId, stayRequest(ANA, 30, 3, 'Ana'));
  anaSecond = await requestStay(t, unitId, stayRequest(ANA, 40, 3, 'Ana'));
  benRequest = await requestStay(t, unitId, stayRequest(BEN, 50, 3, 'Ben'));
  await signIn(ANA);
  await signIn(BEN);
  // the socket needs a real server
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t?.close());

describe(`the guest's own conversations (${driver})`, () => {
  it('lists only the guest’s own stays, with their status', async () => {
    const ana = await channelsOf(ANA);
    expect(ana.map((c) => c.reservationId).sort()).toEqual([anaFirst, anaSecond].sort());
    expect(ana.every((c) => c.stay?.status === 'REQUESTED')).toBe(true);
    expect((await channelsOf(BEN)).map((c) => c.reservationId)).toEqual([benRequest]);
  });

  it('reads and writes its own conversation; the host sees the message', async () => {
    const [channel] = (await channelsOf(ANA)).filter((c) => c.reservationId === anaFirst);
    const history = await as(ANA, 'GET', `/api/guest/channels/${channel!.id}/messages`);
    expect(history.statusCode).toBe(200);
    // the message from the request form opens the conversation
    expect(history.json().messages.map((m: { body: string }) => m.body)).toEqual(['Can we arrive late?']);
    const sent = await as(ANA, 'POST', `/api/guest/channels/${channel!.id}/messages`, {
      body: 'We will be there at 22:00.',
      clientId: 'ana-client-0001',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: 'guest', senderName: 'Ana', seq: 2 });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/app/messaging/channels/${channel!.id}/messages`,
      headers: host.auth,
    });
    expect(seen.json().messages.map((m: { body: string }) => m.body)).toContain('We will be there at 22:00.');
    const read = await as(ANA, 'PUT', `/api/guest/channels/${channel!.id}/read`, { seq: 2 });
    expect(read.statusCode).toBe(200);
    expect(read.json().guestReadSeq).toBe(2);
  });

  it('never reaches another guest’s conversation (404)', async () => {
    const [bens] = await channelsOf(BEN);
    const base = `/api/guest/channels/${bens!.id}`;
    expect((await as(ANA, 'GET', `${base}/messages`)).statusCode).toBe(404);
    expect(
      (await as(ANA, 'POST', `${base}/messages`, { body: 'hello', clientId: 'ana-client-0002' })).statusCode,
    ).toBe(404);
    expect((await as(ANA, 'PUT', `${base}/read`, { seq: 1 })).statusCode).toBe(404);
    expect((await as(BEN, 'GET', `${base}/messages`)).statusCode).toBe(200);
  });

  it('sends a PDF to its own conversation, never to another guest’s', async () => {
    const [mine] = (await channelsOf(ANA)).filter((c) => c.reservationId === anaSecond);
    const [bens] = await channelsOf(BEN);
    const pdf = Buffer.from('%PDF-1.4\ntrailer << >>\n%%EOF\n');
    const upload = (channelId: string) => {
      const body = multipart('file', 'passport.pdf', pdf, 'application/pdf', {
        clientId: `ana-pdf-${channelId}`,
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/guest/channels/${channelId}/attachments`,
        headers: { cookie: `guest_token=${cookies[ANA]}`, ...body.headers },
        payload: body.payload,
      });
    };
    const sent = await upload(mine!.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: 'guest', attachment: { kind: 'pdf', name: 'passport.pdf' } });
    expect((await upload(bens!.id)).statusCode).toBe(404);
  });
});

describe(`the guest's socket (${driver})`, () => {
  /** A socket opened with a guest's cookie (or none), its events, or the status that refused it. */
  async function guestSocket(cookie: string | null) {
    const port = (t.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/messaging/socket`, {
      headers: cookie ? { cookie: `guest_token=${cookie}` } : {},
    });
    const events: SocketEvent[] = [];
    ws.on('message', (d) => events.push(JSON.parse(String(d))));
    const opened = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve(101));
    });
    return { ws, events, opened };
  }
  const seen = async (events: SocketEvent[], match: (e: SocketEvent) => boolean) => {
    const end = Date.now() + 5000;
    while (Date.now() < end) {
      if (events.some(match)) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('refuses a socket without a valid guest cookie (401)', async () => {
    expect((await guestSocket(null)).opened).toBe(401);
    expect((await guestSocket('A'.repeat(43))).opened).toBe(401);
  });

  it('brings the host’s answer to the guest at once, and nothing of another guest’s stays', async () => {
    const ana = await guestSocket(cookies[ANA]!);
    expect(ana.opened).toBe(101);
    expect(await seen(ana.events, (e) => e.type === 'ready')).toBe(true);
    const [mine] = await channelsOf(ANA);
    const [bens] = await channelsOf(BEN);
    const write = (channelId: string, body: string, clientId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app/messaging/channels/${channelId}/messages`,
        headers: host.auth,
        payload: { body, clientId },
      });
    expect((await write(bens!.id, 'Only for Ben', 'host-client-ben1')).statusCode).toBe(201);
    expect((await write(mine!.id, 'Welcome, Ana', 'host-client-ana1')).statusCode).toBe(201);
    expect(await seen(ana.events, (e) => e.type === 'message' && e.message.body === 'Welcome, Ana')).toBe(
      true,
    );
    expect(ana.events.some((e) => e.type === 'message' && e.message.channelId === bens!.id)).toBe(false);
    ana.ws.close();
  });
});

describe(`a guest withdraws a pending request (${driver})`, () => {
  it('never another guest’s (404), and leaves it as it was', async () => {
    expect((await cancel(ANA, benRequest)).statusCode).toBe(404);
    const ben = await channelsOf(BEN);
    expect(ben[0]!.stay?.status).toBe('REQUESTED');
  });

  it('cancels their own: the host sees it withdrawn by the guest, the guest gets word', async () => {
    const res = await cancel(ANA, anaFirst);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: anaFirst, kind: 'booking_request', status: 'CANCELLED' });
    const request = await t.app.inject({
      method: 'GET',
      url: `/api/app/booking-requests/${anaFirst}`,
      headers: host.auth,
    });
    expect(request.json()).toMatchObject({ status: 'CANCELLED', availableActions: [] });
    expect(request.json().history.at(-1)).toMatchObject({ status: 'CANCELLED', by: 'GUEST' });
    const stays = await channelsOf(ANA);
    expect(stays.find((c) => c.reservationId === anaFirst)?.stay?.status).toBe('CANCELLED');
    const mail = outbox(t)
      .filter((m) => m.to === ANA)
      .at(-1)!;
    expect(mail.body).toContain(`/stay/${unitId}/reservation/${anaFirst}`);
    expect(mail.body).toContain('/guest/login?token=');
    // the host's feed tells of it
    const feed = await t.app.inject({ method: 'GET', url: '/api/app/notifications', headers: host.auth });
    expect(feed.json().items).toContainEqual(
      expect.objectContaining({ type: 'bookingCancelled', unitId, interacted: false }),
    );
    // the host can no longer confirm it
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/app/booking-requests/${anaFirst}/confirm`,
      headers: host.auth,
    });
    expect(confirm.statusCode).toBe(409);
  });

  it('cannot withdraw it twice, nor a request the host confirmed, nor the booking (409)', async () => {
    expect((await cancel(ANA, anaFirst)).statusCode).toBe(409);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/app/booking-requests/${anaSecond}/confirm`,
      headers: host.auth,
    });
    expect(confirmed.statusCode).toBe(200);
    const bookingId = confirmed.json().bookingId as string;
    expect((await cancel(ANA, anaSecond)).statusCode).toBe(409);
    const booking = await cancel(ANA, bookingId);
    expect(booking.statusCode).toBe(409);
    expect(booking.headers['content-type']).toContain('application/problem+json');
    // Ben does not learn that the booking exists
    expect((await cancel(BEN, bookingId)).statusCode).toBe(404);
    // the confirmed stay is in Ana's list, under the booking
    const stays = await channelsOf(ANA);
    expect(stays.find((c) => c.reservationId === bookingId)?.stay?.status).toBe('CONFIRMED');
  });

  it('refuses an id that is no reservation at all (404)', async () => {
    expect((await cancel(ANA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
