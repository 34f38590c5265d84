import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { addDays, toDay } from './reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
/** ISO weekday of `day(n)`: 1 Monday … 7 Sunday. */
const isoWeekday = (n: number) => new Date(`${day(n)}T00:00:00Z`).getUTCDay() || 7;
/** The first offset from `from` on whose day a stay starts on a weekend (Fri, Sat) or not. */
const first = (from: number, weekend: boolean) => {
  let n = from;
  while ([5, 6].includes(isoWeekday(n)) !== weekend) n += 1;
  return n;
};

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unit: string;
let instant: string;

interface Match {
  level: string;
  score: number;
  reasons: { criterion: string; value: string; matched: boolean }[];
}
type Row = { id: string; kind: string; match: Match | null };

const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
const rows = async (url: string, who: TestHost = host): Promise<Row[]> => {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
async function ask(
  path: string,
  unitId: string,
  from: number,
  nights: number,
  guests: number,
  language: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/${path}`,
    payload: {
      checkIn: day(from),
      checkOut: day(from + nights),
      guests,
      guest: { name: `Guest ${from}`, email: `g${from}@example.test`, language },
      message: 'Is the terrace sunny?',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const prefer = async (payload: object, who: TestHost = host) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/app/user/guest-preferences',
    headers: who.auth,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** requests: best (all five met), good (three), potential (none) */
const ids = { best: '', good: '', potential: '', inquiry: '' };

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  unit = (await unitIn(t, host, 'PUBLISHED')).unitId;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unit}`,
    headers: host.auth,
    payload: { bookingType: 'onRequest' },
  });
  expect(res.statusCode).toBe(200);
  instant = (await unitIn(t, host, 'PUBLISHED')).unitId;
  // asked in good time, five nights from a Friday or Saturday, a couple writing Brazilian Portuguese
  ids.best = await ask('booking-requests', unit, first(70, true), 5, 2, 'pt-BR');
  // a week ahead, two nights from a weekday, alone, in English
  ids.potential = await ask('booking-requests', unit, first(5, false), 2, 1, 'en');
  // a month ahead, five nights from a weekday, a couple in Portuguese: meets three of five
  ids.good = await ask('booking-requests', unit, first(30, false), 5, 2, 'pt');
  ids.inquiry = await ask('inquiries', instant, first(100, true), 5, 2, 'pt');
}, 120_000);
afterAll(() => t?.close());

describe(`match scores on requests and inquiries (${driver})`, () => {
  it('are null while the host has no preferences', async () => {
    expect((await rows('/api/app/booking-requests')).map((r) => r.match)).toEqual([null, null, null]);
    expect((await get(`/api/app/booking-requests/${ids.best}`)).json().match).toBeNull();
    expect((await rows('/api/app/booking-inquiries'))[0]!.match).toBeNull();
  });

  it('rate each request and inquiry against the host’s ideal guest, with the reasons', async () => {
    await prefer({ bookingTimes: ['earlyBird'] });
    await prefer({ stayDurations: ['mediumStay'] });
    await prefer({ startOfStay: ['weekend'] });
    await prefer({ groupSizes: ['couple'] });
    await prefer({ language: 'hostLanguage', hostLanguages: ['pt', 'de'] });

    const list = await rows('/api/app/booking-requests');
    const byId = new Map(list.map((r) => [r.id, r.match]));
    expect(byId.get(ids.best)).toEqual({
      level: 'bestMatch',
      score: 5,
      reasons: [
        { criterion: 'bookingTimes', value: 'earlyBird', matched: true },
        { criterion: 'stayDurations', value: 'mediumStay', matched: true },
        { criterion: 'startOfStay', value: 'weekend', matched: true },
        { criterion: 'groupSizes', value: 'couple', matched: true },
        { criterion: 'language', value: 'pt', matched: true },
      ],
    });
    expect(byId.get(ids.good)).toMatchObject({ level: 'goodMatch', score: 3 });
    expect(
      byId
        .get(ids.good)
        ?.reasons.filter((r) => !r.matched)
        .map((r) => [r.criterion, r.value]),
    ).toEqual([
      ['bookingTimes', 'onSchedule'],
      ['startOfStay', 'weekday'],
    ]);
    expect(byId.get(ids.potential)).toMatchObject({ level: 'potentialMatch', score: 0 });
    expect(byId.get(ids.potential)?.reasons.find((r) => r.criterion === 'language')).toEqual({
      criterion: 'language',
      value: 'en',
      matched: false,
    });

    // the detail says the same as its row
    expect((await get(`/api/app/booking-requests/${ids.good}`)).json().match).toEqual(byId.get(ids.good));
    const inquiry = (await get(`/api/app/booking-inquiries/${ids.inquiry}`)).json();
    expect(inquiry.match).toMatchObject({ level: 'bestMatch', score: 5 });
    expect((await rows('/api/app/booking-inquiries'))[0]!.match).toEqual(inquiry.match);
  });

  it('leaves bookings unrated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/app/booking-requests/${ids.best}/confirm`,
      headers: host.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    // the answered request keeps its match; the booking it became has none
    expect(res.json().match).toMatchObject({ level: 'bestMatch' });
    const bookings = await rows('/api/app/bookings?tab=all');
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.every((b) => b.match === null)).toBe(true);
  });

  it('sorts requests best first on request, across pages; the default stays soonest to expire', async () => {
    const all = '/api/app/booking-requests?status=all';
    const sorted = await rows(`${all}&sort=match`);
    expect(sorted.map((r) => r.id)).toEqual([ids.best, ids.good, ids.potential]);
    // the order comes from the database: page 2 of one row each is the second best
    expect((await rows(`${all}&sort=match&limit=1&page=2`)).map((r) => r.id)).toEqual([ids.good]);
    expect((await rows(`${all}&sort=match&limit=1&page=3`)).map((r) => r.id)).toEqual([ids.potential]);
    // the pending list without the confirmed one, best first
    expect((await rows('/api/app/booking-requests?sort=match')).map((r) => r.id)).toEqual([
      ids.good,
      ids.potential,
    ]);
    // the default: submitted order here (same answer time), not by match
    expect((await rows(all)).map((r) => r.id)).toEqual([ids.best, ids.potential, ids.good]);
    expect((await get(`${all}&sort=best`)).statusCode).toBe(400);
  });

  it('changes with the host’s answers; scores stay in the order the database sorts them', async () => {
    // now the host wants guests at short notice for short stays, any language
    await prefer({ bookingTimes: ['lastMinute'] });
    await prefer({ stayDurations: ['shortStay'] });
    await prefer({ startOfStay: ['weekday'] });
    await prefer({ groupSizes: ['solo'] });
    await prefer({ language: 'noPreference' });
    const sorted = await rows('/api/app/booking-requests?status=all&sort=match');
    expect(sorted.map((r) => [r.id, r.match?.level])).toEqual([
      [ids.potential, 'bestMatch'], // 4 of 4
      [ids.good, 'niceMatch'], // 1 of 4 (weekday)
      [ids.best, 'potentialMatch'],
    ]);
    expect(sorted[0]!.match?.reasons.map((r) => r.criterion)).not.toContain('language');
  });

  it('rates by the host’s own preferences only', async () => {
    await prefer({ groupSizes: ['group'] }, other);
    const otherUnit = (await unitIn(t, other, 'PUBLISHED')).unitId;
    await ask('inquiries', otherUnit, first(40, true), 3, 2, 'pt');
    const [row] = await rows('/api/app/booking-inquiries', other);
    expect(row!.match).toEqual({
      level: 'potentialMatch',
      score: 0,
      reasons: [{ criterion: 'groupSizes', value: 'couple', matched: false }],
    });
    // the host's inquiry is still rated by the host's answers (group size solo: missed)
    const mine = (await rows('/api/app/booking-inquiries'))[0]!;
    expect(mine.match?.reasons.find((r) => r.criterion === 'groupSizes')?.matched).toBe(false);
    // early, five nights, from a Friday or Saturday, a couple: none of four
    expect(mine.match).toMatchObject({ level: 'potentialMatch', score: 0 });
  });
});
