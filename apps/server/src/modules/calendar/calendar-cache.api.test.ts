import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeTimeline, nightAvailability, timelineSchema } from '@host-portal/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildApp } from '../../app.ts';
import { serializerCompiler } from '../../lib/serializer.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

/**
 * The timeline caches each unit's calendar per process under the unit's calendar version (ADR 33):
 * every kind of change must show on the next read, in this process and in another one.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const guest = { name: 'Ines Guest', email: 'ines@example.test', language: 'pt' };
const FROM = 1;
const TO = 61;

let t: TestApp;
let host: TestHost;
/** a second app on the same database: another process's cache */
let other: Awaited<ReturnType<typeof buildApp>>;
const feeds = new Map<string, string>();
let feedServer: http.Server;
let feedBase: string;

type App = TestApp['app'];
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  app: App = t.app,
) => app.inject({ method, url, headers: host.auth, ...(payload ? { payload } : {}) });

const contractWrite = serializerCompiler({
  schema: timelineSchema,
  method: 'GET',
  url: '/',
  httpStatus: '200',
} as never);

/** The unit's timeline row (its property holds only it), read twice: the second read is the cached one. */
async function rowOf(unitId: string, propertyId: string, app: App = t.app) {
  const url = `/api/app/calendar/timeline?dateFrom=${day(FROM)}&dateTo=${day(TO)}&propertyId=${propertyId}`;
  const first = await inject('GET', url, undefined, app);
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  const again = await inject('GET', url, undefined, app);
  // cached or not, the same bytes, and what the contract serialiser would write
  expect(again.body).toBe(first.body);
  expect(JSON.parse(contractWrite(first.json()))).toEqual(first.json());
  const tl = decodeTimeline(first.json());
  expect(tl.items.map((r) => r.unitId)).toEqual([unitId]);
  return tl.items[0]!;
}
type Row = Awaited<ReturnType<typeof rowOf>>;
const kinds = (row: Row) => row.entries.flatMap((e) => [e, ...e.children]).map((e) => e.kind);
const blocked = (row: Row) =>
  Array.from(row.nights.availability, (_, i) => nightAvailability(row.nights, i)).filter(
    (a) => a === 'blocked',
  ).length;

async function newUnit() {
  return unitIn(t, host, 'PUBLISHED');
}

function ics(events: { uid: string; from: number; to: number }[]) {
  const d8 = (n: number) => day(n).replaceAll('-', '');
  return [
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
}

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/calendar' });
    res.end(body ?? 'not here');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000', FEEDS_ALLOW_PRIVATE: 'true' });
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  host = await t.createHost();
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  feedServer?.close();
});

describe(`the timeline's cache follows every change (${driver})`, () => {
  it('blocks and unblocks', async () => {
    const { unitId, propertyId } = await newUnit();
    expect(blocked(await rowOf(unitId, propertyId))).toBe(0);
    expect(
      (
        await inject('POST', `/api/app/properties/${unitId}/unavailabilities/block`, {
          dateFrom: day(5),
          dateTo: day(8),
        })
      ).statusCode,
    ).toBe(200);
    let row = await rowOf(unitId, propertyId);
    expect(kinds(row)).toEqual(['manual']);
    expect(blocked(row)).toBe(3);
    await inject('POST', `/api/app/properties/${unitId}/unavailabilities/unblock`, {
      dateFrom: day(5),
      dateTo: day(8),
    });
    row = await rowOf(unitId, propertyId);
    expect(kinds(row)).toEqual([]);
    expect(blocked(row)).toBe(0);
  });

  it('prices nights, and a bulk edit and its undo', async () => {
    const { unitId, propertyId } = await newUnit();
    const before = await rowOf(unitId, propertyId);
    expect(before.nights.price[10]).toBe(12_000);
    const priced = await inject('POST', '/api/app/calendar/bulk', {
      unitIds: [unitId],
      dateFrom: day(FROM + 10),
      dateTo: day(FROM + 12),
      action: 'price',
      nightlyPrice: 20_000,
      minimumStay: 3,
    });
    expect(priced.statusCode).toBe(200);
    let row = await rowOf(unitId, propertyId);
    expect(row.nights.price.slice(9, 13)).toEqual([12_000, 20_000, 20_000, 12_000]);
    expect(row.nights.minimumStay.slice(10, 12)).toEqual([3, 3]);
    expect((await inject('POST', '/api/app/calendar/bulk/undo')).statusCode).toBe(200);
    row = await rowOf(unitId, propertyId);
    expect(row.nights).toEqual(before.nights);
    // a bulk block and its undo
    await inject('POST', '/api/app/calendar/bulk', {
      unitIds: [unitId],
      dateFrom: day(FROM + 20),
      dateTo: day(FROM + 25),
      action: 'block',
    });
    expect(blocked(await rowOf(unitId, propertyId))).toBe(5);
    expect((await inject('POST', '/api/app/calendar/bulk/undo')).statusCode).toBe(200);
    expect(blocked(await rowOf(unitId, propertyId))).toBe(0);
  });

  it('shows a booking, a confirmed request and their cancellation or rejection', async () => {
    const { unitId, propertyId } = await newUnit();
    await rowOf(unitId, propertyId);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: { checkIn: day(10), checkOut: day(13), guests: 2, guest },
    });
    expect(booked.statusCode).toBe(201);
    let row = await rowOf(unitId, propertyId);
    expect(kinds(row)).toEqual(['booking']);
    const cancelled = await inject('POST', `/api/app/bookings/${booked.json().id}/cancel`, {
      reason: 'PROPERTY_UNAVAILABLE',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(kinds(await rowOf(unitId, propertyId))).toEqual([]);

    await inject('PATCH', `/api/app/property-unit/${unitId}`, { bookingType: 'onRequest' });
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/booking-requests`,
      payload: { checkIn: day(20), checkOut: day(23), guests: 2, guest },
    });
    expect(request.statusCode).toBe(201);
    row = await rowOf(unitId, propertyId);
    expect(row.entries[0]?.bookingRequest?.status).toBe('REQUESTED');
    expect(blocked(row)).toBe(0);
    const confirmed = await inject('POST', `/api/app/booking-requests/${request.json().id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    row = await rowOf(unitId, propertyId);
    // a confirmed request is a booking now, holding its nights
    const stay = row.entries[0]?.booking ?? row.entries[0]?.bookingRequest;
    expect(stay?.status).not.toBe('REQUESTED');
    expect(stay?.status).toBe(confirmed.json().status);
    expect(blocked(row)).toBe(3);
  });

  it('follows an imported feed: its events replaced, the feed renamed, the feed removed', async () => {
    const { unitId, propertyId } = await newUnit();
    await rowOf(unitId, propertyId);
    feeds.set(`/${unitId}.ics`, ics([{ uid: 'a', from: 5, to: 7 }]));
    const added = await inject('POST', `/api/app/properties/${unitId}/calendar-feeds`, {
      name: 'Airbnb',
      url: `${feedBase}/${unitId}.ics`,
    });
    expect(added.statusCode).toBe(201);
    const feedId = added.json().id as string;
    let row = await rowOf(unitId, propertyId);
    expect(row.entries.map((e) => [e.dateFrom, e.external?.feedName])).toEqual([[day(5), 'Airbnb']]);
    feeds.set(
      `/${unitId}.ics`,
      ics([
        { uid: 'a', from: 6, to: 8 },
        { uid: 'b', from: 30, to: 33 },
      ]),
    );
    expect(
      (await inject('POST', `/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`)).statusCode,
    ).toBe(200);
    row = await rowOf(unitId, propertyId);
    expect(row.entries.map((e) => e.dateFrom)).toEqual([day(6), day(30)]);
    expect(blocked(row)).toBe(5);
    const renamed = await inject('PUT', `/api/app/properties/${unitId}/calendar-feeds/${feedId}`, {
      name: 'Booking.com',
      url: `${feedBase}/${unitId}.ics`,
    });
    expect(renamed.statusCode).toBe(200);
    row = await rowOf(unitId, propertyId);
    expect(row.entries.map((e) => e.external?.feedName)).toEqual(['Booking.com', 'Booking.com']);
    expect(
      (await inject('DELETE', `/api/app/properties/${unitId}/calendar-feeds/${feedId}`)).statusCode,
    ).toBe(204);
    row = await rowOf(unitId, propertyId);
    expect(row.entries).toEqual([]);
    expect(blocked(row)).toBe(0);
  });

  it('follows the unit’s price and calendar status, and its title (read each time)', async () => {
    const { unitId, propertyId } = await newUnit();
    let row = await rowOf(unitId, propertyId);
    expect(row.currency).toBe('EUR');
    const unit = (await inject('GET', `/api/app/property-unit/${unitId}`)).json();
    const patched = await inject('PATCH', `/api/app/property-unit/${unitId}`, {
      priceAndAvailability: { ...unit.priceAndAvailability, nightlyPrice: 9_900, currency: 'CHF' },
    });
    expect(patched.statusCode).toBe(200);
    row = await rowOf(unitId, propertyId);
    expect(row.currency).toBe('CHF');
    expect(row.nights.price[0]).toBe(9_900);
    const paused = await inject('POST', `/api/app/property-unit/${unitId}/calendar-action`, {
      status: 'PAUSED',
    });
    expect(paused.statusCode).toBe(200);
    row = await rowOf(unitId, propertyId);
    expect(row.calendarStatus).toBe('PAUSED');
    expect(blocked(row)).toBe(TO - FROM);
    await inject('PATCH', `/api/app/property-unit/${unitId}`, { title: 'Renamed loft' });
    expect((await rowOf(unitId, propertyId)).title).toBe('Renamed loft');
  });
});

describe(`two app instances on one database (${driver})`, () => {
  it('a change made through one shows on the other’s next read, though it had cached the unit', async () => {
    const { unitId, propertyId } = await newUnit();
    // B reads (and caches); A blocks; B reads again
    expect(blocked(await rowOf(unitId, propertyId, other))).toBe(0);
    await inject('POST', `/api/app/properties/${unitId}/unavailabilities/block`, {
      dateFrom: day(3),
      dateTo: day(5),
    });
    expect(blocked(await rowOf(unitId, propertyId, other))).toBe(2);
    // and the other way round: B prices, A (which cached the unit before) sees it
    expect((await rowOf(unitId, propertyId)).nights.price[2]).toBe(12_000);
    await inject(
      'POST',
      '/api/app/calendar/bulk',
      {
        unitIds: [unitId],
        dateFrom: day(FROM + 2),
        dateTo: day(FROM + 3),
        action: 'price',
        nightlyPrice: 15_000,
      },
      other,
    );
    expect((await rowOf(unitId, propertyId)).nights.price[2]).toBe(15_000);
  });
});
