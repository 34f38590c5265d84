import type { AddressInfo } from 'node:net';
import { bookingCodeOf, type ChatChannel, type SocketEvent } from '@host-portal/contracts/messaging';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unitId: string;
let otherUnit: string;
let base: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object, who = host) =>
  t.app.inject({ method, url, headers: who.auth, ...(body ? { payload: body } : {}) });

let n = 0;
/** A guest's booking request (with a first message) on an on-request unit; its id. */
async function requestWithMessage(unit: string, guestName: string, message?: string) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unit}/booking-requests`,
    payload: {
      checkIn: day(20 + n * 5),
      checkOut: day(23 + n * 5),
      guests: 2,
      guest: {
        name: guestName,
        email: `${guestName.split(' ')[0]!.toLowerCase()}@example.test`,
        language: 'de',
      },
      ...(message ? { message } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const channelOf = async (reservationId: string, who = host) =>
  (await call('POST', '/api/app/messaging/conversation', { reservationId }, who)).json() as ChatChannel;
const send = (channelId: string, body: string, clientId: string, who = host) =>
  call('POST', `/api/app/messaging/channels/${channelId}/messages`, { body, clientId }, who);

/** A socket for the host, with the events it received. */
async function connect(who = host) {
  const { token } = (await call('GET', '/api/app/messaging/token', undefined, who)).json();
  const ws = new WebSocket(`${base}/api/messaging/socket?token=${token}`);
  const events: SocketEvent[] = [];
  ws.on('message', (d) => events.push(JSON.parse(String(d))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor = async (match: (e: SocketEvent) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`);
  };
  await waitFor((e) => e.type === 'ready');
  return { ws, events, waitFor, token: token as string };
}

describe(`messaging (${driver})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    other = await t.createHost();
    for (const [who, set] of [
      [host, (id: string) => (unitId = id)],
      [other, (id: string) => (otherUnit = id)],
    ] as const) {
      const unit = await unitIn(t, who, 'PUBLISHED');
      await call('PATCH', `/api/app/property-unit/${unit.unitId}`, { bookingType: 'onRequest' }, who);
      set(unit.unitId);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it("opens a conversation with every request; the guest's message from the form is its first message", async () => {
    const id = await requestWithMessage(unitId, 'Anna Berg', 'Hallo! Is there parking?\nWe come by car.');
    const channel = await channelOf(id);
    expect(channel).toMatchObject({
      type: 'messaging',
      conversationType: 'bookingRequest',
      reservationId: id,
      bookingCode: bookingCodeOf(id),
      unitId,
      title: 'Anna Berg',
      unreadCount: 1,
      canWrite: true,
      lastMessage: { body: 'Hallo! Is there parking?\nWe come by car.', sender: 'guest', seq: 1 },
      stay: { guests: 2, status: 'REQUESTED', guestLanguage: 'de' },
    });
    expect(channel.placeholders).toMatchObject({ guestFirstName: 'Anna' });
    // the check-in date is written in the guest's language
    expect(channel.placeholders!.checkIn).toMatch(/\d{4}/);
    const list = (await call('GET', '/api/app/messaging/channels')).json();
    expect(list.items.map((c: ChatChannel) => c.id)).toContain(channel.id);
    expect(list.unreadChannels).toBeGreaterThanOrEqual(1);
    const { messages } = (await call('GET', `/api/app/messaging/channels/${channel.id}/messages`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ seq: 1, sender: 'guest', senderName: 'Anna Berg' });
  });

  it('keeps the conversation when the request becomes a booking', async () => {
    const id = await requestWithMessage(unitId, 'Carl Dahl', 'Early check-in?');
    const before = await channelOf(id);
    const confirmed = await call('POST', `/api/app/booking-requests/${id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const after = await channelOf(id);
    expect(after.id).toBe(before.id);
    expect(after.conversationType).toBe('booking');
    expect(after.reservationId).not.toBe(id);
    // the booking's own id opens the same conversation
    expect((await channelOf(after.reservationId!)).id).toBe(before.id);
  });

  it('stores a message once however often it is sent, numbered in order', async () => {
    const channel = await channelOf(await requestWithMessage(unitId, 'Eva Falk', 'Hi'));
    const first = await send(channel.id, 'Welcome!', 'client-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ seq: 2, sender: 'host', body: 'Welcome!' });
    const again = await send(channel.id, 'Welcome!', 'client-0001');
    expect(again.json().id).toBe(first.json().id);
    for (let i = 0; i < 5; i++) await send(channel.id, `Note ${i}`, `client-n-${i}`);
    const page = (await call('GET', `/api/app/messaging/channels/${channel.id}/messages?limit=3`)).json();
    expect(page.messages.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
    expect(page.hasMore).toBe(true);
    const older = (
      await call('GET', `/api/app/messaging/channels/${channel.id}/messages?before=5&limit=3`)
    ).json();
    expect(older.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    const newer = (await call('GET', `/api/app/messaging/channels/${channel.id}/messages?after=5`)).json();
    expect(newer.messages.map((m: { seq: number }) => m.seq)).toEqual([6, 7]);
    expect(newer.hasMore).toBe(false);
    // writing read the host's side: nothing unread left
    expect((await call('GET', `/api/app/messaging/channels/${channel.id}`)).json().unreadCount).toBe(0);
  });

  it('reads, archives, favourites, filters and searches', async () => {
    const id = await requestWithMessage(unitId, 'Gina Holm', 'Question about pets');
    const channel = await channelOf(id);
    const listed = async (query: string) =>
      ((await call('GET', `/api/app/messaging/channels?${query}`)).json().items as ChatChannel[]).map(
        (c) => c.id,
      );
    expect(await listed('filter=unread')).toContain(channel.id);
    const read = await call('PUT', `/api/app/messaging/channels/${channel.id}/read`, { seq: 1 });
    expect(read.json()).toMatchObject({ unreadCount: 0, hostReadSeq: 1 });
    expect(await listed('filter=unread')).not.toContain(channel.id);
    await call('PATCH', `/api/app/messaging/channels/${channel.id}`, { favorited: true });
    expect(await listed('filter=favorited')).toEqual([channel.id]);
    expect(await listed('search=gina')).toEqual([channel.id]);
    expect(await listed(`search=${bookingCodeOf(id)}`)).toEqual([channel.id]);
    expect(await listed('search=100%25')).toEqual([]);
    await call('PATCH', `/api/app/messaging/channels/${channel.id}`, { archived: true });
    expect(await listed('status=all')).not.toContain(channel.id);
    expect(await listed('status=archived')).toContain(channel.id);
    // a new message brings an archived conversation back
    await send(channel.id, 'Pets are welcome', 'client-pets');
    expect(await listed('status=all')).toContain(channel.id);
    const bad = await call('PATCH', `/api/app/messaging/channels/${channel.id}`, {});
    expect(bad.statusCode).toBe(400);
    // the unit's door code fills {{doorCode}} in every conversation about the unit, for the host only
    const coded = await call('PATCH', `/api/app/messaging/channels/${channel.id}`, { doorCode: ' 4711# ' });
    expect(coded.json()).toMatchObject({ doorCode: '4711#', placeholders: { doorCode: '4711#' } });
    const sibling = await channelOf(await requestWithMessage(unitId, 'Hugo Ibsen', 'Hello'));
    expect(sibling.placeholders?.doorCode).toBe('4711#');
    const cleared = await call('PATCH', `/api/app/messaging/channels/${channel.id}`, { doorCode: '' });
    expect(cleared.json().doorCode).toBeNull();
    expect(cleared.json().placeholders.doorCode).toBeUndefined();
  });

  it("answers 404 for another host's conversations and reservations, everywhere", async () => {
    const mine = await channelOf(await requestWithMessage(unitId, 'Ivo Jung', 'Hi there'));
    const theirsId = await requestWithMessage(otherUnit, 'Kai Lund', 'Hello');
    expect(
      (await call('POST', '/api/app/messaging/conversation', { reservationId: theirsId })).statusCode,
    ).toBe(404);
    const url = `/api/app/messaging/channels/${mine.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PATCH', url, { favorited: true }],
      ['GET', `${url}/messages`, undefined],
      ['POST', `${url}/messages`, { body: 'x', clientId: 'client-x-1' }],
      ['PUT', `${url}/read`, { seq: 1 }],
    ] as const) {
      expect((await call(method, path, body, other)).statusCode, `${method} ${path}`).toBe(404);
    }
    const list = (await call('GET', '/api/app/messaging/channels', undefined, other)).json();
    expect(list.items.map((c: ChatChannel) => c.id)).not.toContain(mine.id);
  });

  it('keeps the platform channel read-only for hosts', async () => {
    const { messaging } = buildServices({ config: t.config, database: t.database });
    const msg = await messaging.platformMessage(host.id, 'Host news', 'Our new calendar is here', 'news-1');
    const channel = (await call('GET', `/api/app/messaging/channels/${msg.channelId}`)).json();
    expect(channel).toMatchObject({
      type: 'marketing',
      canWrite: false,
      title: 'Host news',
      placeholders: null,
    });
    expect((await send(msg.channelId, 'Thanks', 'client-thanks')).statusCode).toBe(403);
  });

  it("raises the host's newMessage notification for a guest's message, not for the host's own", async () => {
    const id = await requestWithMessage(unitId, 'Pia Quist', 'Hello');
    const channel = await channelOf(id);
    const { messaging } = buildServices({ config: t.config, database: t.database });
    const key = `notification_newMessage_${unitId}`;
    const feed = async () =>
      (
        (await call('GET', '/api/app/notifications')).json().items as {
          key: string;
          count: number;
          link: string;
        }[]
      ).find((x) => x.key === key);
    const before = (await feed())?.count ?? 0;
    await send(channel.id, 'Host answer', 'client-own');
    expect((await feed())?.count ?? 0).toBe(before);
    await messaging.post({ role: 'guest', email: 'pia@example.test', name: 'Pia Quist' }, channel.id, {
      body: 'Thanks!',
      clientId: 'guest-thanks',
    });
    expect(await feed()).toMatchObject({ link: `/messages/all/${channel.id}` });
    // the same message sent again is not a new message
    const after = (await feed())!.count;
    await messaging.post({ role: 'guest', email: 'pia@example.test', name: 'Pia Quist' }, channel.id, {
      body: 'Thanks!',
      clientId: 'guest-thanks',
    });
    expect((await feed())!.count).toBe(after);
    // a guest cannot reach another guest's conversation
    await expect(
      messaging.post({ role: 'guest', email: 'someone@example.test', name: 'X' }, channel.id, {
        body: 'hi',
        clientId: 'x-1',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('sends pictures re-encoded without metadata and PDFs as downloads, refusing anything else by content', async () => {
    const channel = await channelOf(await requestWithMessage(unitId, 'Rita Sand', 'Can you send the map?'));
    const url = `/api/app/messaging/channels/${channel.id}/attachments`;
    const upload = (name: string, data: Buffer, type: string, fields: Record<string, string>, who = host) => {
      const body = multipart('file', name, data, type, fields);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...who.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#48a' } })
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .jpeg()
      .toBuffer();
    const sent = await upload('../../map.jpg', jpeg, 'image/jpeg', {
      clientId: 'client-map-1',
      body: 'Here is the map',
    });
    expect(sent.statusCode).toBe(201);
    const msg = sent.json();
    expect(msg).toMatchObject({
      body: 'Here is the map',
      attachment: { kind: 'image', name: 'map.webp', width: 2048 },
    });
    const file = await t.app.inject({ url: new URL(msg.attachment.url).pathname });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // the same clientId again is the same message
    expect((await upload('map.jpg', jpeg, 'image/jpeg', { clientId: 'client-map-1' })).json().id).toBe(
      msg.id,
    );

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const doc = await upload('house rules.pdf', pdf, 'application/pdf', { clientId: 'client-pdf-1' });
    expect(doc.json()).toMatchObject({
      body: 'house rules.pdf',
      attachment: { kind: 'pdf', name: 'house rules.pdf' },
    });
    const served = await t.app.inject({ url: new URL(doc.json().attachment.url).pathname });
    expect(served.headers['content-disposition']).toBe('attachment');

    const fake = await upload('photo.jpg', Buffer.from('<script>alert(1)</script>'), 'image/jpeg', {
      clientId: 'client-x-2',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().invalidParams[0].name).toBe('file');
    const cut = await upload('cut.pdf', Buffer.from('%PDF-1.4\n1 0 obj'), 'application/pdf', {
      clientId: 'client-x-3',
    });
    expect(cut.statusCode).toBe(400);
    const noId = await upload('map.jpg', jpeg, 'image/jpeg', {});
    expect(noId.statusCode).toBe(400);
    expect((await upload('map.jpg', jpeg, 'image/jpeg', { clientId: 'client-x-4' }, other)).statusCode).toBe(
      404,
    );
  });

  it('keeps saved replies per host', async () => {
    const made = await call('POST', '/api/app/messaging/saved-replies', {
      title: 'Welcome',
      language: 'de_DE',
      body: 'Hallo {{guestFirstName}}, willkommen in {{unitTitle}}!',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await call('GET', '/api/app/messaging/saved-replies')).json().items).toHaveLength(1);
    expect(
      (await call('GET', '/api/app/messaging/saved-replies', undefined, other)).json().items,
    ).toHaveLength(0);
    const changed = await call('PUT', `/api/app/messaging/saved-replies/${id}`, {
      title: 'Welcome',
      language: 'en_US',
      body: 'Hi {{guestFirstName}}',
    });
    expect(changed.json()).toMatchObject({ language: 'en_US', body: 'Hi {{guestFirstName}}' });
    const foreign = await call('PUT', `/api/app/messaging/saved-replies/${id}`, changed.json(), other);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/app/messaging/saved-replies/${id}`, undefined, other)).statusCode,
    ).toBe(404);
    const invalid = await call('POST', '/api/app/messaging/saved-replies', {
      title: '',
      language: 'xx-1',
      body: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .invalidParams.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['body', 'language', 'title']);
    expect((await call('DELETE', `/api/app/messaging/saved-replies/${id}`)).statusCode).toBe(204);
  });

  describe('socket', () => {
    it('refuses a connection without a token, with a used token and with a made-up one', async () => {
      const status = (url: string) =>
        new Promise<number>((resolve) => {
          const ws = new WebSocket(url);
          ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          ws.on('open', () => {
            ws.close();
            resolve(101);
          });
        });
      expect(await status(`${base}/api/messaging/socket`)).toBe(401);
      expect(await status(`${base}/api/messaging/socket?token=made-up`)).toBe(401);
      const s = await connect();
      s.ws.close();
      expect(await status(`${base}/api/messaging/socket?token=${s.token}`)).toBe(401);
      // an unused token past its ten minutes
      const { token } = (await call('GET', '/api/app/messaging/token')).json();
      await t.database.query(`update socket_tokens set expires_at = now() - interval '1 second'`);
      expect(await status(`${base}/api/messaging/socket?token=${token}`)).toBe(401);
      // a tampered token (one character changed)
      const fresh = (await call('GET', '/api/app/messaging/token')).json().token as string;
      const tampered = `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`;
      expect(await status(`${base}/api/messaging/socket?token=${tampered}`)).toBe(401);
      expect(await status(`${base}/api/messaging/socket?token=${fresh}`)).toBe(101);
    });

    it('delivers a new message, read receipts and channel changes to the host, and nothing of other hosts', async () => {
      const a = await connect();
      const b = await connect();
      const stranger = await connect(other);
      const channel = await channelOf(await requestWithMessage(unitId, 'Lea Moor', 'Hi'));
      await send(channel.id, 'Sent from another tab', 'client-tab-1');
      for (const s of [a, b]) {
        const got = await s.waitFor(
          (e) => e.type === 'message' && e.message.channelId === channel.id && e.message.seq === 2,
        );
        expect(got).toMatchObject({ message: { body: 'Sent from another tab', sender: 'host' } });
      }
      await call('PUT', `/api/app/messaging/channels/${channel.id}/read`, { seq: 2 });
      await a.waitFor((e) => e.type === 'read' && e.channelId === channel.id && e.seq === 2);
      await call('PATCH', `/api/app/messaging/channels/${channel.id}`, { favorited: true });
      await b.waitFor((e) => e.type === 'channel' && e.channelId === channel.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(
        stranger.events.filter((e) => e.type !== 'ready' && e.type !== 'pong'),
        'another host hears nothing of this conversation',
      ).toEqual([]);
      for (const s of [a, b, stranger]) s.ws.close();
    });

    it('catches up after a reconnect: every message exactly once, in order', async () => {
      const channel = await channelOf(await requestWithMessage(unitId, 'Nia Ode', 'First'));
      const s = await connect();
      await send(channel.id, 'two', 'client-r-2');
      await s.waitFor(
        (e) => e.type === 'message' && e.message.channelId === channel.id && e.message.seq === 2,
      );
      s.ws.close();
      // written while the tab was away
      for (let i = 3; i <= 6; i++) await send(channel.id, `m${i}`, `client-r-${i}`);
      const back = await connect();
      const held = [1, 2];
      const { messages } = (
        await call('GET', `/api/app/messaging/channels/${channel.id}/messages?after=${held.at(-1)}`)
      ).json();
      const seqs = [...held, ...messages.map((m: { seq: number }) => m.seq)];
      expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
      await send(channel.id, 'live again', 'client-r-7');
      const live = await back.waitFor((e) => e.type === 'message' && e.message.channelId === channel.id);
      expect(live).toMatchObject({ message: { seq: 7 } });
      back.ws.close();
    });

    it('answers ping with pong and ignores what it does not understand', async () => {
      const s = await connect();
      s.ws.send('not json');
      s.ws.send(JSON.stringify({ type: 'typing', channelId: 'nope' }));
      s.ws.send(JSON.stringify({ type: 'ping' }));
      await s.waitFor((e) => e.type === 'pong');
      expect(s.ws.readyState).toBe(WebSocket.OPEN);
      s.ws.close();
    });
  });
});
