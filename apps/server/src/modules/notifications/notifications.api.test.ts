import { MAX_INTERACTION_KEYS } from '@host-portal/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const guest = { name: 'Ines Guest', email: 'ines@example.test', language: 'pt' };

let t: TestApp;
let host: TestHost;
let other: TestHost;
/** published units of the host: booked instantly, and on request */
let instant: string;
let onRequest: string;

interface Item {
  key: string;
  type: string;
  unitId: string;
  unitTitle: string;
  count: number;
  detail: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  link: string;
  createdAt: string;
  interacted: boolean;
}
interface Feed {
  items: Item[];
  unread: number;
  hasMore: boolean;
}

const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
const post = (url: string, body?: object, who: TestHost = host) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, ...(body ? { payload: body } : {}) });
const feedOf = async (who: TestHost = host, query = 'limit=50'): Promise<Feed> => {
  const res = await get(`/api/app/notifications?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const find = async (key: string, who: TestHost = host) =>
  (await feedOf(who)).items.find((i) => i.key === key);
const interact = (interactions: { interactionType: string; interacted: boolean }[], who: TestHost = host) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/app/user/interaction',
    headers: who.auth,
    payload: { interactions },
  });

/** A guest's booking, request or inquiry of [from, from + nights); its id. */
async function guestAsks(path: string, unitId: string, from: number, nights = 3) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/${path}`,
    payload: { checkIn: day(from), checkOut: day(from + nights), guests: 2, guest, message: 'Hello' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function publishedUnit(who: TestHost, bookingType: 'onLine' | 'onRequest') {
  const { unitId } = await unitIn(t, who, 'PUBLISHED');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: who.auth,
    payload: { bookingType },
  });
  expect(res.statusCode).toBe(200);
  return unitId;
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  instant = await publishedUnit(host, 'onLine');
  onRequest = await publishedUnit(host, 'onRequest');
}, 120_000);
afterAll(() => t?.close());

describe(`notifications from reservations (${driver})`, () => {
  it('starts empty', async () => {
    expect(await feedOf()).toEqual({ items: [], unread: 0, hasMore: false });
  });

  it('raises newBookingRequest with the guest, the dates and the request’s page', async () => {
    const id = await guestAsks('booking-requests', onRequest, 30);
    const [unit] = await t.database.query<{ title: string }>('select title from units where id = $1', [
      onRequest,
    ]);
    const feed = await feedOf();
    expect(feed.unread).toBe(1);
    expect(feed.items).toEqual([
      {
        key: `notification_newBookingRequest_${onRequest}`,
        type: 'newBookingRequest',
        unitId: onRequest,
        unitTitle: unit!.title,
        count: 1,
        detail: 'Ines Guest',
        dateFrom: day(30),
        dateTo: day(33),
        link: `/booking-request-details/${id}`,
        createdAt: expect.any(String),
        interacted: false,
      },
    ]);
  });

  it('raises the same notification again for the next request: one more in its count, newest words', async () => {
    const before = (await find(`notification_newBookingRequest_${onRequest}`))!;
    const id = await guestAsks('booking-requests', onRequest, 40);
    const after = (await find(`notification_newBookingRequest_${onRequest}`))!;
    expect(after).toMatchObject({ count: 2, interacted: false, link: `/booking-request-details/${id}` });
    expect(after.dateFrom).toBe(day(40));
    expect(Date.parse(after.createdAt)).toBeGreaterThanOrEqual(Date.parse(before.createdAt));
    expect((await feedOf()).unread).toBe(1);
  });

  it('marks it read through PUT /user/interaction, without storing a UI interaction', async () => {
    const key = `notification_newBookingRequest_${onRequest}`;
    const res = await interact([{ interactionType: key, interacted: true }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().interactions).toEqual([]);
    expect((await get('/api/app/user/interactions')).json().interactions).toEqual([]);
    expect(await find(key)).toMatchObject({ interacted: true, count: 2 });
    expect((await feedOf()).unread).toBe(0);
    // the next event makes it unread again, counting afresh from the read
    await guestAsks('booking-requests', onRequest, 50);
    expect(await find(key)).toMatchObject({ interacted: false, count: 1 });
    expect((await feedOf()).unread).toBe(1);
  });

  it('raises newInquiry, and bookingConfirmed for an instant booking and a confirmed inquiry', async () => {
    const inquiry = await guestAsks('inquiries', instant, 60);
    expect(await find(`notification_newInquiry_${instant}`)).toMatchObject({
      type: 'newInquiry',
      count: 1,
      link: `/inquiries/${inquiry}`,
    });
    const booking = await guestAsks('bookings', instant, 70);
    expect(await find(`notification_bookingConfirmed_${instant}`)).toMatchObject({
      count: 1,
      link: `/booking-details/${booking}`,
      detail: 'Ines Guest',
      dateFrom: day(70),
      dateTo: day(73),
    });
    expect((await post(`/api/app/booking-inquiries/${inquiry}/confirm`)).statusCode).toBe(200);
    expect(await find(`notification_bookingConfirmed_${instant}`)).toMatchObject({
      count: 2,
      link: `/inquiries/${inquiry}`,
      detail: 'Ines Guest',
      dateFrom: day(60),
      dateTo: day(63),
    });
  });

  it('raises bookingConfirmed for a confirmed request, linking the booking it became', async () => {
    const request = await guestAsks('booking-requests', onRequest, 80);
    const confirmed = await post(`/api/app/booking-requests/${request}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(await find(`notification_bookingConfirmed_${onRequest}`)).toMatchObject({
      count: 1,
      link: `/booking-details/${confirmed.json().bookingId}`,
    });
  });

  it('raises bookingCancelled when the host cancels a booking', async () => {
    const booking = await guestAsks('bookings', instant, 90);
    expect((await post(`/api/app/bookings/${booking}/cancel`, { reason: 'DOUBLE_BOOKING' })).statusCode).toBe(
      200,
    );
    expect(await find(`notification_bookingCancelled_${instant}`)).toMatchObject({
      type: 'bookingCancelled',
      count: 1,
      link: `/booking-details/${booking}`,
      interacted: false,
    });
  });

  it('raises bookingCancelled when the guest withdraws a request', async () => {
    const request = await guestAsks('booking-requests', onRequest, 95);
    const { reservations } = buildServices({ config: t.config, database: t.database });
    await reservations.cancelRequestAsGuest(guest.email, request);
    expect(await find(`notification_bookingCancelled_${onRequest}`)).toMatchObject({
      count: 1,
      link: `/booking-request-details/${request}`,
    });
  });

  it('announces each raise on portal_events, once committed', async () => {
    const seen: { k: string; hostId: string; key: string }[] = [];
    const stop = await t.database.listen('portal_events', (p) => seen.push(JSON.parse(p)));
    try {
      await guestAsks('inquiries', instant, 100);
      await expect
        .poll(() => seen.filter((e) => e.k === 'notification'))
        .toContainEqual({ k: 'notification', hostId: host.id, key: `notification_newInquiry_${instant}` });
    } finally {
      await stop();
    }
  });
});

describe(`reading the feed (${driver})`, () => {
  it('pages newest first; every page carries the unread count of the whole feed', async () => {
    const all = await feedOf();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const times = all.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const walked: Item[] = [];
    for (let page = 1; ; page++) {
      const p = await feedOf(host, `page=${page}&limit=2`);
      expect(p.unread).toBe(all.unread);
      expect(p.items.length).toBeLessThanOrEqual(2);
      walked.push(...p.items);
      if (!p.hasMore) break;
    }
    expect(walked.map((i) => i.key)).toEqual(all.items.map((i) => i.key));
    expect(all.unread).toBe(all.items.filter((i) => !i.interacted).length);
  });

  it('refuses a page size over the limit', async () => {
    expect((await get('/api/app/notifications?limit=51')).statusCode).toBe(400);
  });

  it('marks everything read with read-all (204)', async () => {
    expect((await feedOf()).unread).toBeGreaterThan(0);
    const res = await post('/api/app/notifications/read-all');
    expect(res.statusCode).toBe(204);
    const feed = await feedOf();
    expect(feed.unread).toBe(0);
    expect(feed.items.every((i) => i.interacted)).toBe(true);
  });

  it('keeps notification keys out of the interaction cap', async () => {
    const busy = await t.createHost();
    for (let n = 0; n < MAX_INTERACTION_KEYS; n += 100) {
      const batch = Array.from({ length: 100 }, (_, i) => ({
        interactionType: `k-${n + i}`,
        interacted: true,
      }));
      expect((await interact(batch, busy)).statusCode).toBe(200);
    }
    const key = `notification_newInquiry_${instant}`;
    expect((await interact([{ interactionType: key, interacted: true }], busy)).statusCode).toBe(200);
    expect((await interact([{ interactionType: 'one-more', interacted: true }], busy)).statusCode).toBe(400);
  });
});

describe(`another host (${driver})`, () => {
  it('never sees, reads or unreads the host’s notifications', async () => {
    const key = `notification_newInquiry_${instant}`;
    await guestAsks('inquiries', instant, 110);
    expect(await find(key)).toMatchObject({ interacted: false });
    expect((await feedOf(other)).items).toEqual([]);
    // the other host "reads" the key of the host's unit, then reads everything: nothing changes
    expect((await interact([{ interactionType: key, interacted: true }], other)).statusCode).toBe(200);
    expect((await post('/api/app/notifications/read-all', undefined, other)).statusCode).toBe(204);
    expect(await find(key)).toMatchObject({ interacted: false });
    expect((await feedOf(other)).items).toEqual([]);
    // and the host's own reading does not reach the other host's feed
    const theirs = await publishedUnit(other, 'onLine');
    await guestAsks('inquiries', theirs, 120);
    await interact([{ interactionType: `notification_newInquiry_${theirs}`, interacted: true }]);
    expect(await find(`notification_newInquiry_${theirs}`, other)).toMatchObject({ interacted: false });
    expect(await find(`notification_newInquiry_${theirs}`)).toBeUndefined();
  });
});
