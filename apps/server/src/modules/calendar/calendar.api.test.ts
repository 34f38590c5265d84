import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeTimeline,
  nightAvailability,
  type TimelineWire,
  timelineSchema,
  unitCalendarSchema,
} from '@host-portal/contracts/calendar';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { serializerCompiler } from '../../lib/serializer.ts';
import { buildServices } from '../../services.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const guest = { name: 'Ines Guest', email: 'ines@example.test', language: 'pt' };

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unitA: string;
let unitB: string;
let propertyA: string;
let otherUnit: string;

/** A local feed server: each path serves what the test put there (status and body). */
const feeds = new Map<string, { status: number; body: string }>();
let feedServer: http.Server;
let feedBase: string;

const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
const post = (url: string, body?: object, who: TestHost = host) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, ...(body ? { payload: body } : {}) });
const calendarOf = async (unitId: string, from: number, to: number) => {
  const res = await get(
    `/api/app/properties/${unitId}/unavailabilities?dateFrom=${day(from)}&dateTo=${day(to)}`,
  );
  expect(res.statusCode).toBe(200);
  return asContractWrites(unitCalendarSchema, res.json());
};
/**
 * The unit months and the timeline are written with JSON.stringify (builtJsonSerializer): each
 * answer must be exactly what the contract serialiser would write, no field more or less.
 */
function asContractWrites<T>(schema: z.ZodType, body: T): T {
  const write = serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never);
  expect(JSON.parse(write(body))).toEqual(body);
  return body;
}
/** The nights' availability in words, night by night. */
const availabilityOf = (nights: { availability: string }) =>
  Array.from(nights.availability, (_, i) => nightAvailability(nights, i));
/** A published unit that takes booking requests (not instant bookings). */
async function onRequestUnit() {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: { bookingType: 'onRequest' },
  });
  return unitId;
}
/** A guest's booking request for the nights [from, to) days from today; its id. */
async function requestStay(unitId: string, from: number, to: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/booking-requests`,
    payload: { checkIn: day(from), checkOut: day(to), guests: 2, guest },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const book = async (unitId: string, from: number, nights: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/bookings`,
    payload: { checkIn: day(from), checkOut: day(from + nights), guests: 2, guest },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const quote = async (unitId: string, from: number, nights: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/quote`,
      payload: { checkIn: day(from), checkOut: day(from + nights), guests: 2 },
    })
  ).json();
const ranges = (entries: { kind: string; dateFrom: string; dateTo: string }[], kind: string) =>
  entries.filter((e) => e.kind === kind).map((e) => [e.dateFrom, e.dateTo]);

const d8 = (n: number) => day(n).replaceAll('-', '');
function ics(events: { uid: string; from: number; to: number; summary?: string }[]) {
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
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
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
  const a = await unitIn(t, host, 'PUBLISHED');
  unitA = a.unitId;
  propertyA = a.propertyId;
  unitB = (await unitIn(t, host, 'PUBLISHED')).unitId;
  otherUnit = (await unitIn(t, other, 'PUBLISHED')).unitId;
}, 120_000);
afterAll(async () => {
  await t?.close();
  feedServer?.close();
});

describe(`blocking and unblocking nights (${driver})`, () => {
  it('blocks a range, joins a touching block into one, and splits a block when part of it opens', async () => {
    let res = await post(`/api/app/properties/${unitA}/unavailabilities/block`, {
      dateFrom: day(10),
      dateTo: day(13),
    });
    expect(res.statusCode).toBe(200);
    expect(ranges(res.json().entries, 'manual')).toEqual([[day(10), day(13)]]);
    res = await post(`/api/app/properties/${unitA}/unavailabilities/block`, {
      dateFrom: day(13),
      dateTo: day(15),
    });
    expect(res.statusCode).toBe(200);
    const joined = await calendarOf(unitA, 5, 20);
    expect(ranges(joined.entries, 'manual')).toEqual([[day(10), day(15)]]);
    expect(joined.entries.find((e: { kind: string }) => e.kind === 'manual').source).toBe('manual');
    // the nights: 5..9 open, 10..14 blocked, 15.. open
    expect(availabilityOf(joined.nights).slice(4, 11)).toEqual([
      'available',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'available',
    ]);
    res = await post(`/api/app/properties/${unitA}/unavailabilities/unblock`, {
      dateFrom: day(11),
      dateTo: day(13),
    });
    expect(res.statusCode).toBe(200);
    expect(ranges((await calendarOf(unitA, 5, 20)).entries, 'manual')).toEqual([
      [day(10), day(11)],
      [day(13), day(15)],
    ]);
    // a guest can now book the opened nights, and not the blocked ones
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/public/units/${unitA}/quote`,
          payload: { checkIn: day(11), checkOut: day(13), guests: 2 },
        })
      ).statusCode,
    ).toBe(200);
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitA}/bookings`,
      payload: { checkIn: day(12), checkOut: day(14), guests: 2, guest },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses to block over a booking with a 409 that names it, and changes nothing', async () => {
    const id = await book(unitA, 20, 3);
    const res = await post(`/api/app/properties/${unitA}/unavailabilities/block`, {
      dateFrom: day(18),
      dateTo: day(25),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('occupancy_conflict');
    expect(res.json().detail).toContain(`a booking from ${day(20)} to ${day(23)} (${id})`);
    const cal = await calendarOf(unitA, 18, 25);
    expect(ranges(cal.entries, 'manual')).toEqual([]);
    expect(cal.entries).toMatchObject([
      {
        kind: 'booking',
        dateFrom: day(20),
        dateTo: day(23),
        booking: { id, status: 'CONFIRMED', guestName: guest.name },
      },
    ]);
  });

  it('merges overlapping entries into one multi entry with its children', async () => {
    const unitId = await onRequestUnit();
    const requestId = await requestStay(unitId, 30, 33);
    await post(`/api/app/properties/${unitId}/unavailabilities/block`, {
      dateFrom: day(31),
      dateTo: day(36),
    });
    const cal = await calendarOf(unitId, 25, 40);
    expect(cal.entries).toHaveLength(1);
    expect(cal.entries[0]).toMatchObject({
      kind: 'multi',
      source: 'multi',
      dateFrom: day(30),
      dateTo: day(36),
    });
    expect(cal.entries[0].children.map((c: { kind: string }) => c.kind)).toEqual([
      'booking_request',
      'manual',
    ]);
    expect(cal.entries[0].children[0].bookingRequest).toMatchObject({
      id: requestId,
      status: 'REQUESTED',
    });
  });

  it('shows each stay with its reservation’s current status and guest, and drops it once rejected', async () => {
    const unitId = await onRequestUnit();
    const first = await requestStay(unitId, 40, 42);
    const second = await requestStay(unitId, 50, 52);
    const stays = async () =>
      (await calendarOf(unitId, 35, 60)).entries
        .flatMap((e: { children: unknown[] }) => [e, ...e.children])
        .flatMap((e: Record<string, { id: string; status: string; guestName: string } | null>) =>
          [e.booking, e.bookingRequest, e.inquiry].filter(Boolean),
        );
    expect(await stays()).toEqual([
      { id: first, status: 'REQUESTED', guestName: 'Ines Guest', guests: 2 },
      { id: second, status: 'REQUESTED', guestName: 'Ines Guest', guests: 2 },
    ]);
    const confirmed = await post(`/api/app/booking-requests/${first}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    const rejected = await post(`/api/app/booking-requests/${second}/reject`, {
      reason: 'OTHER',
      explanation: 'The unit is being repainted.',
    });
    expect(rejected.statusCode).toBe(200);
    // the confirmed stay shows its new status; the rejected request is gone from the calendar
    const after = await stays();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ guestName: 'Ines Guest', status: confirmed.json().status });
    expect(after[0].status).not.toBe('REQUESTED');
  });

  it('blocks every night while the host has paused the calendar (calendar-action), and opens them again', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const pause = await post(`/api/app/property-unit/${unitId}/calendar-action`, { status: 'PAUSED' });
    expect(pause.statusCode).toBe(200);
    const cal = await calendarOf(unitId, 10, 15);
    expect(cal.calendarStatus).toBe('PAUSED');
    expect(availabilityOf(cal.nights)).toEqual(Array(5).fill('blocked'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: { checkIn: day(10), checkOut: day(13), guests: 2, guest },
    });
    expect(refused.statusCode).toBe(409);
    const availability = (
      await t.app.inject({ url: `/api/public/units/${unitId}/availability?from=${day(10)}&to=${day(15)}` })
    ).json();
    expect(availability.unavailable).toEqual([{ dateFrom: day(10), dateTo: day(15) }]);
    // a question is still welcome
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/inquiries`,
      payload: {
        checkIn: day(10),
        checkOut: day(13),
        guests: 2,
        guest,
        message: 'Will you open again in spring?',
      },
    });
    expect(asked.statusCode).toBe(201);
    await post(`/api/app/property-unit/${unitId}/calendar-action`, { status: 'AVAILABLE' });
    expect(availabilityOf((await calendarOf(unitId, 10, 15)).nights)).toEqual(Array(5).fill('available'));
    await book(unitId, 10, 3);
  });

  it('checks the window: in order and not too long', async () => {
    expect(
      (await get(`/api/app/properties/${unitA}/unavailabilities?dateFrom=${day(5)}&dateTo=${day(5)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/app/properties/${unitA}/unavailabilities?dateFrom=${day(0)}&dateTo=${day(600)}`))
        .statusCode,
    ).toBe(400);
    const bad = await post(`/api/app/properties/${unitA}/unavailabilities/block`, {
      dateFrom: day(9),
      dateTo: day(3),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`prices per night and bulk edits (${driver})`, () => {
  it('prices a range for one unit, and the guest quote uses the night prices and minimum stay', async () => {
    const before = await quote(unitB, 40, 7);
    expect(before.lines[0]).toEqual({ kind: 'nights', nights: 7, nightlyPrice: 12_000, amount: 84_000 });
    const res = await post('/api/app/calendar/bulk', {
      unitIds: [unitB],
      dateFrom: day(40),
      dateTo: day(42),
      action: 'price',
      nightlyPrice: 20_000,
      minimumStay: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preview: false, nightsChanged: 2, nightsUntouched: 0 });
    const after = await quote(unitB, 40, 7);
    expect(after.lines.slice(0, 2)).toEqual([
      { kind: 'nights', nights: 2, nightlyPrice: 20_000, amount: 40_000 },
      { kind: 'nights', nights: 5, nightlyPrice: 12_000, amount: 60_000 },
    ]);
    // a stay starting on a priced night needs its minimum (3), one on the next day the unit's (2)
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitB}/quote`,
      payload: { checkIn: day(40), checkOut: day(42), guests: 2 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().invalidParams[0].name).toBe('checkOut');
    const cal = await calendarOf(unitB, 39, 43);
    expect(cal.nights.price).toEqual([12_000, 20_000, 20_000, 12_000]);
    expect(cal.nights.minimumStay).toEqual([2, 3, 3, 2]);
    expect(cal.nights.custom).toBe('0110');
    expect(cal.currency).toBe('EUR');
    // null goes back to the listing's price (the minimum stay stays as set)
    await post('/api/app/calendar/bulk', {
      unitIds: [unitB],
      dateFrom: day(40),
      dateTo: day(42),
      action: 'price',
      nightlyPrice: null,
    });
    const back = await calendarOf(unitB, 39, 43);
    expect(back.nights.price).toEqual([12_000, 12_000, 12_000, 12_000]);
    expect(back.nights.minimumStay).toEqual([2, 3, 3, 2]);
  });

  it('previews a bulk block across units without changing anything, applies it around bookings, and undoes it', async () => {
    const booking = await book(unitB, 62, 2);
    const body = { unitIds: [unitA, unitB], dateFrom: day(60), dateTo: day(67), action: 'block' };
    const preview = await post('/api/app/calendar/bulk', { ...body, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      preview: true,
      editId: null,
      units: 2,
      nightsChanged: 12,
      nightsUntouched: 2,
      untouched: [{ unitId: unitB, dateFrom: day(62), dateTo: day(64), kind: 'booking', sourceId: booking }],
    });
    expect(ranges((await calendarOf(unitA, 59, 68)).entries, 'manual')).toEqual([]);
    const applied = await post('/api/app/calendar/bulk', body);
    expect(applied.json()).toMatchObject({ preview: false, nightsChanged: 12, nightsUntouched: 2 });
    expect(applied.json().editId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ranges((await calendarOf(unitA, 59, 68)).entries, 'manual')).toEqual([[day(60), day(67)]]);
    expect(ranges((await calendarOf(unitB, 59, 68)).entries, 'manual')).toEqual([
      [day(60), day(62)],
      [day(64), day(67)],
    ]);
    const undo = await post('/api/app/calendar/bulk/undo');
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ editId: applied.json().editId, action: 'block', units: 2 });
    expect(ranges((await calendarOf(unitA, 59, 68)).entries, 'manual')).toEqual([]);
    expect(ranges((await calendarOf(unitB, 59, 68)).entries, 'booking')).toEqual([[day(62), day(64)]]);
    // undone once: nothing more to undo
    expect((await post('/api/app/calendar/bulk/undo')).statusCode).toBe(409);
  });

  it('undoes a bulk price edit back to the nights’ earlier prices', async () => {
    await post('/api/app/calendar/bulk', {
      unitIds: [unitA],
      dateFrom: day(70),
      dateTo: day(72),
      action: 'price',
      nightlyPrice: 15_000,
    });
    await post('/api/app/calendar/bulk', {
      unitIds: [unitA],
      dateFrom: day(70),
      dateTo: day(74),
      action: 'price',
      nightlyPrice: 30_000,
    });
    expect((await calendarOf(unitA, 70, 74)).nights.price).toEqual([30_000, 30_000, 30_000, 30_000]);
    await post('/api/app/calendar/bulk/undo');
    expect((await calendarOf(unitA, 70, 74)).nights.price).toEqual([15_000, 15_000, 12_000, 12_000]);
  });

  it('validates the bulk body by its contract', async () => {
    const base = { unitIds: [unitA], dateFrom: day(80), dateTo: day(82) };
    expect((await post('/api/app/calendar/bulk', { ...base, action: 'price' })).statusCode).toBe(400);
    expect(
      (await post('/api/app/calendar/bulk', { ...base, action: 'block', nightlyPrice: 100 })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/app/calendar/bulk', { ...base, action: 'price', nightlyPrice: -5 })).statusCode,
    ).toBe(400);
    expect((await post('/api/app/calendar/bulk', { ...base, unitIds: [], action: 'block' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/app/calendar/bulk', { ...base, dateTo: day(800), action: 'block' })).statusCode,
    ).toBe(400);
  });
});

describe(`the timeline (${driver})`, () => {
  it('pages the host’s units with entries and nights, searches titles and filters by property', async () => {
    const res = await get(`/api/app/calendar/timeline?dateFrom=${day(55)}&dateTo=${day(70)}&limit=50`);
    expect(res.statusCode).toBe(200);
    // written compactly: no null fields, prices and minimum stays as runs
    expect(res.body).not.toContain('"bookingRequest":null');
    const wire = asContractWrites<TimelineWire>(timelineSchema, res.json());
    const rowWire = wire.items.find((r) => r.unitId === unitB)!;
    expect(rowWire.nights.price.reduce((n, [, nights]) => n + nights, 0)).toBe(15);
    const tl = decodeTimeline(wire);
    expect(tl.pagination.total).toBeGreaterThanOrEqual(3);
    const rowB = tl.items.find((r) => r.unitId === unitB)!;
    expect(rowB.nights.price).toHaveLength(15);
    expect(availabilityOf(rowB.nights)).toHaveLength(15);
    expect(ranges(rowB.entries, 'booking')).toEqual([[day(62), day(64)]]);
    expect(tl.items.some((r: { unitId: string }) => r.unitId === otherUnit)).toBe(false);
    const byProperty = (
      await get(`/api/app/calendar/timeline?dateFrom=${day(55)}&dateTo=${day(70)}&propertyId=${propertyA}`)
    ).json();
    expect(byProperty.items.map((r: { unitId: string }) => r.unitId)).toEqual([unitA]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitB}`,
      headers: host.auth,
      payload: { title: 'Zebra loft by the sea' },
    });
    const search = (
      await get(`/api/app/calendar/timeline?dateFrom=${day(55)}&dateTo=${day(70)}&search=zebra`)
    ).json();
    expect(search.items.map((r: { unitId: string }) => r.unitId)).toEqual([unitB]);
    const page2 = (
      await get(`/api/app/calendar/timeline?dateFrom=${day(55)}&dateTo=${day(70)}&limit=1&page=2`)
    ).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ current: 2, limit: 1 });
    // past the last page: nothing, and the total still counts the filtered units
    const w = `dateFrom=${day(55)}&dateTo=${day(70)}`;
    const past = (await get(`/api/app/calendar/timeline?${w}&limit=1&page=999`)).json();
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(tl.pagination.total);
    const pastSearch = (await get(`/api/app/calendar/timeline?${w}&search=zebra&limit=1&page=3`)).json();
    expect(pastSearch).toMatchObject({ items: [], pagination: { total: 1 } });
    // both filters at once, and LIKE metacharacters taken literally
    const both = await get(`/api/app/calendar/timeline?${w}&search=zebra&propertyId=${propertyA}`);
    expect(both.json()).toMatchObject({ items: [], pagination: { total: 0 } });
    expect((await get(`/api/app/calendar/timeline?${w}&search=%25`)).json().items).toEqual([]);
    expect((await get(`/api/app/calendar/timeline?dateFrom=${day(0)}&dateTo=${day(200)}`)).statusCode).toBe(
      400,
    );
  });
});

describe(`iCal export and import (${driver})`, () => {
  it('exports stays and blocks at a secret address that other platforms can read, and rotates it', async () => {
    const settings = (await get(`/api/app/properties/${unitA}/calendar-settings`)).json();
    expect(settings.exportUrl).toMatch(new RegExp(`^http://localhost:8080/ical/${unitA}/[\\w-]{32}\\.ics$`));
    const path = new URL(settings.exportUrl).pathname;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    // an independent parser reads our stays: the booking (20..23) and the blocks
    const comp = new ICAL.Component(ICAL.parse(res.body));
    const events = comp.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.startDate.toString(), e.endDate.toString(), e.summary];
    });
    expect(events).toEqual(
      expect.arrayContaining([
        [day(10), day(11), 'Blocked'],
        [day(13), day(15), 'Blocked'],
        [day(20), day(23), 'Booked'],
      ]),
    );
    expect(res.body).not.toContain(guest.name);
    // another unit's token, and a made-up one, are not found
    const otherSettings = (await get(`/api/app/properties/${unitB}/calendar-settings`)).json();
    const foreign = `/ical/${unitA}/${new URL(otherSettings.exportUrl).pathname.split('/').pop()}`;
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
    const rotated = (await post(`/api/app/properties/${unitA}/calendar-settings/rotate-export`)).json();
    expect(rotated.exportUrl).not.toBe(settings.exportUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(rotated.exportUrl).pathname })).statusCode).toBe(
      200,
    );
  });

  it('round trip: our export imported as a feed on another unit gives back the same stays', async () => {
    const source = (await unitIn(t, host, 'PUBLISHED')).unitId;
    const target = (await unitIn(t, host, 'PUBLISHED')).unitId;
    await book(source, 90, 4);
    await book(source, 100, 2);
    await post(`/api/app/properties/${source}/unavailabilities/block`, {
      dateFrom: day(95),
      dateTo: day(98),
    });
    const exportUrl = (await get(`/api/app/properties/${source}/calendar-settings`)).json().exportUrl;
    feeds.set('/round-trip.ics', {
      status: 200,
      body: (await t.app.inject({ method: 'GET', url: new URL(exportUrl).pathname })).body,
    });
    const feed = await post(`/api/app/properties/${target}/calendar-feeds`, {
      name: 'Our other unit',
      url: `${feedBase}/round-trip.ics`,
    });
    expect(feed.statusCode).toBe(201);
    expect(feed.json()).toMatchObject({ health: 'ok', eventsImported: 3, conflicts: 0, lastError: null });
    const original = (await calendarOf(source, 85, 110)).entries.map(
      (e: { dateFrom: string; dateTo: string }) => [e.dateFrom, e.dateTo],
    );
    const imported = (await calendarOf(target, 85, 110)).entries;
    expect(imported.map((e: { dateFrom: string; dateTo: string }) => [e.dateFrom, e.dateTo])).toEqual(
      original,
    );
    expect(
      imported.every(
        (e: { kind: string; external: { feedName: string } }) =>
          e.kind === 'external' && e.external.feedName === 'Our other unit',
      ),
    ).toBe(true);
  });

  it('imports a feed, follows its changes, shows a broken feed’s error and keeps the last good events', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    feeds.set('/airbnb.ics', {
      status: 200,
      body: ics([
        { uid: 'a1@airbnb.com', from: 110, to: 113 },
        { uid: 'a2@airbnb.com', from: 120, to: 122, summary: 'Airbnb (Not available)' },
      ]),
    });
    const added = await post(`/api/app/properties/${unitId}/calendar-feeds`, {
      name: 'Airbnb',
      url: `${feedBase}/airbnb.ics`,
    });
    expect(added.statusCode).toBe(201);
    const feedId = added.json().id;
    let cal = await calendarOf(unitId, 105, 125);
    expect(ranges(cal.entries, 'external')).toEqual([
      [day(110), day(113)],
      [day(120), day(122)],
    ]);
    expect(availabilityOf(cal.nights)[5]).toBe('blocked');
    // a booking elsewhere on the unit makes no conflict of events that do not overlap it
    await book(unitId, 114, 3);
    expect((await get(`/api/app/calendar/conflicts?unitId=${unitId}`)).json().items).toEqual([]);
    // guests cannot book imported nights
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: { checkIn: day(111), checkOut: day(114), guests: 2, guest },
    });
    expect(clash.statusCode).toBe(409);
    // the feed drops an event and moves the other: sync now follows
    feeds.set('/airbnb.ics', { status: 200, body: ics([{ uid: 'a2@airbnb.com', from: 121, to: 124 }]) });
    const synced = await post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`);
    expect(synced.json()).toMatchObject({ health: 'ok', eventsImported: 1 });
    cal = await calendarOf(unitId, 105, 125);
    expect(ranges(cal.entries, 'external')).toEqual([[day(121), day(124)]]);
    expect(availabilityOf(cal.nights)[5]).toBe('available');
    // the feed breaks: its error in words, the last good events stay
    feeds.set('/airbnb.ics', { status: 500, body: 'oops' });
    const broken = (await post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`)).json();
    expect(broken).toMatchObject({ health: 'failing', lastError: 'http_status', eventsImported: 1 });
    expect(broken.lastErrorDetail).toContain('500');
    expect(broken.lastSuccessAt).not.toBeNull();
    expect(ranges((await calendarOf(unitId, 105, 125)).entries, 'external')).toEqual([[day(121), day(124)]]);
    const tl = (
      await get(`/api/app/calendar/timeline?dateFrom=${day(105)}&dateTo=${day(125)}&limit=100`)
    ).json();
    expect(tl.items.find((r: { unitId: string }) => r.unitId === unitId).feedErrors).toBe(1);
    feeds.set('/airbnb.ics', { status: 200, body: '<html>Sign in</html>' });
    expect((await post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`)).json().lastError).toBe(
      'not_calendar',
    );
    // removing the feed opens its nights
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/properties/${unitId}/calendar-feeds/${feedId}`,
          headers: host.auth,
        })
      ).statusCode,
    ).toBe(204);
    expect(ranges((await calendarOf(unitId, 105, 125)).entries, 'external')).toEqual([]);
    const opened = availabilityOf((await calendarOf(unitId, 105, 125)).nights) as string[];
    // only the booking's nights (114..116) stay taken
    expect(opened.flatMap((a, i) => (a === 'blocked' ? [i + 105] : []))).toEqual([114, 115, 116]);
  });

  it('turns an imported event over a booking into a conflict, never dropped, never forced', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const booking = await book(unitId, 130, 3);
    feeds.set('/vrbo.ics', {
      status: 200,
      body: ics([{ uid: 'v1@vrbo', from: 129, to: 134, summary: 'Reserved - Smith' }]),
    });
    const feedId = (
      await post(`/api/app/properties/${unitId}/calendar-feeds`, {
        name: 'Vrbo',
        url: `${feedBase}/vrbo.ics`,
      })
    ).json().id;
    const conflicts = (await get('/api/app/calendar/conflicts')).json().items;
    const mine = conflicts.filter((c: { unitId: string }) => c.unitId === unitId);
    expect(mine).toMatchObject([
      {
        feedId,
        feedName: 'Vrbo',
        summary: 'Reserved - Smith',
        dateFrom: day(129),
        dateTo: day(134),
        clash: { kind: 'booking', sourceId: booking, dateFrom: day(130), dateTo: day(133) },
      },
    ]);
    const cal = await calendarOf(unitId, 125, 140);
    expect(cal.entries).toHaveLength(1);
    expect(cal.entries[0].kind).toBe('multi');
    const ext = cal.entries[0].children.find((c: { kind: string }) => c.kind === 'external');
    expect(ext.external).toMatchObject({ conflict: true, feedName: 'Vrbo' });
    // the booking keeps its nights; the event blocks the free nights around it
    expect(availabilityOf(cal.nights).slice(3, 10)).toEqual([
      'available',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'available',
    ]);
    // the host cancels the booking: the event now blocks all its nights, and the conflict is gone
    const cancel = await post(`/api/app/bookings/${booking}/cancel`, { reason: 'DOUBLE_BOOKING' });
    expect(cancel.statusCode).toBe(200);
    expect(
      (await get('/api/app/calendar/conflicts'))
        .json()
        .items.filter((c: { unitId: string }) => c.unitId === unitId),
    ).toEqual([]);
    const after = await calendarOf(unitId, 125, 140);
    expect(ranges(after.entries, 'external')).toEqual([[day(129), day(134)]]);
    expect(
      availabilityOf(after.nights)
        .slice(4, 9)
        .every((a) => a === 'blocked'),
    ).toBe(true);
  });

  it('lets the host resolve a conflict; it stays resolved until the event moves', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    await book(unitId, 140, 2);
    feeds.set('/google.ics', { status: 200, body: ics([{ uid: 'g1', from: 141, to: 143 }]) });
    const feedId = (
      await post(`/api/app/properties/${unitId}/calendar-feeds`, {
        name: 'Google',
        url: `${feedBase}/google.ics`,
      })
    ).json().id;
    const [conflict] = (await get(`/api/app/calendar/conflicts?unitId=${unitId}`)).json().items;
    expect(conflict).toBeDefined();
    expect(
      (await post(`/api/app/calendar/conflicts/${conflict.id}/resolve`, undefined, other)).statusCode,
    ).toBe(404);
    expect((await post(`/api/app/calendar/conflicts/${conflict.id}/resolve`)).statusCode).toBe(204);
    expect((await get(`/api/app/calendar/conflicts?unitId=${unitId}`)).json().items).toEqual([]);
    await post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`);
    expect((await get(`/api/app/calendar/conflicts?unitId=${unitId}`)).json().items).toEqual([]);
    feeds.set('/google.ics', { status: 200, body: ics([{ uid: 'g1', from: 140, to: 143 }]) });
    await post(`/api/app/properties/${unitId}/calendar-feeds/${feedId}/sync`);
    expect((await get(`/api/app/calendar/conflicts?unitId=${unitId}`)).json().items).toHaveLength(1);
  });

  it('refuses feeds that are not http(s) addresses, and more than the limit per unit', async () => {
    const bad = await post(`/api/app/properties/${unitA}/calendar-feeds`, {
      name: 'Local file',
      url: 'file:///etc/passwd',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('url');
    expect(
      (await post(`/api/app/properties/${unitA}/calendar-feeds`, { name: '', url: `${feedBase}/x.ics` }))
        .statusCode,
    ).toBe(400);
  });

  it('shows the events of a calendar exported by Smoobu as smoobu entries, other feeds as external', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    feeds.set('/smoobu.ics', { status: 200, body: ics([{ uid: 's1', from: 170, to: 172 }]) });
    feeds.set('/other.ics', { status: 200, body: ics([{ uid: 'o1', from: 175, to: 176 }]) });
    const smoobu = await post(`/api/app/properties/${unitId}/calendar-feeds`, {
      name: 'Smoobu',
      url: `${feedBase}/smoobu.ics`,
    });
    await post(`/api/app/properties/${unitId}/calendar-feeds`, {
      name: 'Lookalike',
      url: `${feedBase}/other.ics`,
    });
    // the addresses a real feed would have (the events were read from the local server above)
    await t.database.query('update calendar_feeds set url = $1 where id = $2', [
      'https://login.smoobu.com/ical/abc.ics',
      smoobu.json().id,
    ]);
    await t.database.query('update calendar_feeds set url = $1 where unit_id = $2 and name = $3', [
      'https://smoobu.com.example.test/ical/abc.ics',
      unitId,
      'Lookalike',
    ]);
    const cal = await calendarOf(unitId, 165, 180);
    expect(cal.entries.map((e: { kind: string; source: string }) => [e.kind, e.source])).toEqual([
      ['smoobu', 'smoobu'],
      ['external', 'external'],
    ]);
    expect(cal.entries[0].external).toMatchObject({ feedName: 'Smoobu', conflict: false });
    expect(availabilityOf(cal.nights).slice(5, 7)).toEqual(['blocked', 'blocked']);
  });

  it('reads due feeds from the job, and not the ones read within the poll period', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    feeds.set('/job.ics', { status: 200, body: ics([{ uid: 'j1', from: 150, to: 152 }]) });
    await post(`/api/app/properties/${unitId}/calendar-feeds`, { name: 'Job', url: `${feedBase}/job.ics` });
    feeds.set('/job.ics', {
      status: 200,
      body: ics([
        { uid: 'j1', from: 150, to: 152 },
        { uid: 'j2', from: 160, to: 161 },
      ]),
    });
    const calendar = buildServices({ config: t.config, database: t.database }).calendar;
    await calendar.syncDueFeeds();
    expect(ranges((await calendarOf(unitId, 145, 165)).entries, 'external')).toHaveLength(1);
    await t.database.query(
      `update calendar_feeds set last_attempt_at = now() - interval '16 minutes' where unit_id = $1`,
      [unitId],
    );
    expect(await calendar.syncDueFeeds()).toBeGreaterThanOrEqual(1);
    expect(ranges((await calendarOf(unitId, 145, 165)).entries, 'external')).toHaveLength(2);
  });
});

describe(`calendar tenancy (${driver})`, () => {
  it('answers 404 for another host’s unit on every calendar call', async () => {
    const range = { dateFrom: day(10), dateTo: day(12) };
    const calls: [string, string, object?][] = [
      ['GET', `/api/app/properties/${otherUnit}/unavailabilities?dateFrom=${day(1)}&dateTo=${day(30)}`],
      ['POST', `/api/app/properties/${otherUnit}/unavailabilities/block`, range],
      ['POST', `/api/app/properties/${otherUnit}/unavailabilities/unblock`, range],
      ['POST', '/api/app/calendar/bulk', { ...range, unitIds: [unitA, otherUnit], action: 'block' }],
      [
        'POST',
        '/api/app/calendar/bulk',
        { ...range, unitIds: [otherUnit], action: 'price', nightlyPrice: 1, preview: true },
      ],
      ['GET', `/api/app/properties/${otherUnit}/calendar-settings`],
      ['POST', `/api/app/properties/${otherUnit}/calendar-settings/rotate-export`],
      ['POST', `/api/app/properties/${otherUnit}/calendar-feeds`, { name: 'x', url: `${feedBase}/x.ics` }],
      ['GET', `/api/app/calendar/conflicts?unitId=${otherUnit}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: host.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // the other host's feed, addressed through their unit or through ours
    feeds.set('/other.ics', { status: 200, body: ics([]) });
    const theirs = (
      await post(
        `/api/app/properties/${otherUnit}/calendar-feeds`,
        { name: 'Theirs', url: `${feedBase}/other.ics` },
        other,
      )
    ).json();
    for (const unit of [otherUnit, unitA]) {
      expect((await post(`/api/app/properties/${unit}/calendar-feeds/${theirs.id}/sync`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/app/properties/${unit}/calendar-feeds/${theirs.id}`,
            headers: host.auth,
            payload: { name: 'Mine', url: `${feedBase}/x.ics` },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/app/properties/${unit}/calendar-feeds/${theirs.id}`,
            headers: host.auth,
          })
        ).statusCode,
      ).toBe(404);
    }
    // the timeline never lists them
    const tl = (
      await get(`/api/app/calendar/timeline?dateFrom=${day(1)}&dateTo=${day(30)}&limit=100`)
    ).json();
    expect(tl.items.some((r: { unitId: string }) => r.unitId === otherUnit)).toBe(false);
  });
});
