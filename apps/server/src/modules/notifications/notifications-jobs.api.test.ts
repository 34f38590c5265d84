import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

/**
 * Notifications raised by the calendar's feed sync and by the reservations sweep (the job queue's
 * time-driven work), and the feed's guard against a unit of another host.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const d8 = (n: number) => day(n).replaceAll('-', '');
const guest = { name: 'Ines Guest', email: 'ines@example.test', language: 'pt' };
const HOUR = 3_600_000;

let t: TestApp;
let host: TestHost;
let other: TestHost;
const feeds = new Map<string, { status: number; body: string }>();
let feedServer: http.Server;
let feedBase: string;

const post = (url: string, body?: object) =>
  t.app.inject({ method: 'POST', url, headers: host.auth, ...(body ? { payload: body } : {}) });
const find = async (key: string, who: TestHost = host) => {
  const res = await t.app.inject({ url: '/api/app/notifications?limit=50', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { key: string; count: number; link: string; detail: string }[]).find(
    (i) => i.key === key,
  );
};
const ics = (events: { uid: string; from: number; to: number }[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${d8(e.from)}`,
      `DTEND;VALUE=DATE:${d8(e.to)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function guestAsks(path: string, unitId: string, from: number, nights = 3) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/${path}`,
    payload: { checkIn: day(from), checkOut: day(from + nights), guests: 2, guest, message: 'Hello' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const f = feeds.get(req.url ?? '');
    res.writeHead(f?.status ?? 404, { 'content-type': 'text/calendar' });
    res.end(f?.body ?? 'not here');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000', FEEDS_ALLOW_PRIVATE: 'true' });
  host = await t.createHost();
  other = await t.createHost();
}, 120_000);
afterAll(async () => {
  await t?.close();
  feedServer?.close();
});

describe(`notifications from the calendar sync (${driver})`, () => {
  it('raises calendarConflict once per new conflict, and calendarSyncError when a feed starts failing', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    await guestAsks('bookings', unitId, 30);
    feeds.set('/vrbo.ics', { status: 200, body: ics([{ uid: 'v1', from: 29, to: 32 }]) });
    const added = await post(`/api/app/properties/${unitId}/calendar-feeds`, {
      name: 'Vrbo',
      url: `${feedBase}/vrbo.ics`,
    });
    expect(added.statusCode).toBe(201);
    const feedId = added.json().id;
    const sync = () => post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`);
    const conflictKey = `notification_calendarConflict_${unitId}`;
    expect(await find(conflictKey)).toMatchObject({
      count: 1,
      detail: 'Vrbo',
      dateFrom: day(29),
      dateTo: day(32),
      link: `/calendar/${unitId}`,
    });
    // the same conflict read again is not new
    await sync();
    expect((await find(conflictKey))!.count).toBe(1);
    // a second event over the booking is
    feeds.set('/vrbo.ics', {
      status: 200,
      body: ics([
        { uid: 'v1', from: 29, to: 32 },
        { uid: 'v2', from: 32, to: 35 },
      ]),
    });
    await sync();
    expect((await find(conflictKey))!.count).toBe(2);

    const errorKey = `notification_calendarSyncError_${unitId}`;
    expect(await find(errorKey)).toBeUndefined();
    feeds.set('/vrbo.ics', { status: 500, body: 'oops' });
    expect((await sync()).json().health).toBe('failing');
    expect(await find(errorKey)).toMatchObject({
      count: 1,
      detail: 'Vrbo',
      link: `/calendar/${unitId}?view=sync`,
    });
    // still broken at the next poll: no new event
    await sync();
    expect((await find(errorKey))!.count).toBe(1);
    // it recovers, then breaks again
    feeds.set('/vrbo.ics', { status: 200, body: ics([{ uid: 'v1', from: 29, to: 32 }]) });
    await sync();
    feeds.set('/vrbo.ics', { status: 200, body: '<html>Sign in</html>' });
    await sync();
    expect((await find(errorKey))!.count).toBe(2);
  });
});

describe(`a unit of another host (${driver})`, () => {
  it('raises nothing: the feed writes only for the host’s own units', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const { notifications } = buildServices({ config: t.config, database: t.database });
    const event = { type: 'newMessage' as const, unitId, detail: 'Hello', link: '/messages/all' };
    expect(await notifications.raise({ ...event, hostId: other.id })).toBeNull();
    expect(await find(`notification_newMessage_${unitId}`, other)).toBeUndefined();
    expect(await notifications.raise({ ...event, hostId: host.id })).toBe(1);
    expect(await find(`notification_newMessage_${unitId}`)).toMatchObject({ count: 1, detail: 'Hello' });
  });
});

describe(`notifications from the reservations sweep (${driver})`, () => {
  it('tells of each pending request once when its answer time is near, and of its expiry', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
      payload: { bookingType: 'onRequest' },
    });
    expect(patched.statusCode).toBe(200);
    // both requests are answered within 24 hours; the second was given 6 hours more
    const first = await guestAsks('booking-requests', unitId, 200);
    const second = await guestAsks('booking-requests', unitId, 210);
    await t.database.query(
      `update reservations set respond_by = respond_by + interval '6 hours' where id = $1`,
      [second],
    );
    const sweepAt = (hours: number) => {
      const at = new Date(Date.now() + hours * HOUR);
      return buildServices({ config: t.config, database: t.database, now: () => at }).reservations.sweep();
    };
    const expiringKey = `notification_requestExpiring_${unitId}`;

    await sweepAt(17); // neither is within 6 hours of its answer time yet
    expect(await find(expiringKey)).toBeUndefined();
    // two processes sweeping at once tell the host once
    await Promise.all([sweepAt(19), sweepAt(19)]);
    expect(await find(expiringKey)).toMatchObject({ count: 1, link: `/booking-request-details/${first}` });
    // a second sweep, later in the same window, tells no one again
    await sweepAt(20);
    expect((await find(expiringKey))!.count).toBe(1);

    // the first request runs out of time (the system cancels it); the second is now near its end
    await sweepAt(25);
    expect(await find(`notification_bookingCancelled_${unitId}`)).toMatchObject({
      count: 1,
      link: `/booking-request-details/${first}`,
    });
    expect(await find(expiringKey)).toMatchObject({ count: 2, link: `/booking-request-details/${second}` });
    await sweepAt(25.5);
    expect((await find(expiringKey))!.count).toBe(2);
    expect((await find(`notification_bookingCancelled_${unitId}`))!.count).toBe(1);
  }, 60_000);
});
