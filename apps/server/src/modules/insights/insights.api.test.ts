import { addMonths } from '@host-portal/contracts/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const today = toDay(new Date());
const day = (n: number) => addDays(today, n);
const month = (n: number) => addMonths(today.slice(0, 7), n);
/** The range asked: this month and the three after; the previous period is the four before. */
const FROM = month(0);
const TO = month(3);
const RANGE = `from=${FROM}&to=${TO}`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let u1: string;
let u2: string;
let otherUnit: string;
const gross = new Map<string, number>();
const ids = {} as Record<'soon' | 'mid' | 'late' | 'cancelled' | 'inquiry', string>;

async function book(unitId: string, from: number, nights: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/bookings`,
    payload: {
      checkIn: day(from),
      checkOut: day(from + nights),
      guests: 2,
      guest: { name: 'Ines Guest', email: 'ines@example.test', language: 'pt' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  const { id, quote } = res.json() as { id: string; quote: { total: number } };
  gross.set(id, quote.total);
  return id;
}

const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field
async function insights<T = Record<string, any>>(kind: string, query = RANGE, who: TestHost = host) {
  const res = await get(`/api/app/insights/${kind}?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
/** Nights of [from, from + nights) that fall in `m` (YYYY-MM). */
const nightsIn = (m: string, from: number, nights: number) =>
  Array.from({ length: nights }, (_, i) => day(from + i)).filter((d) => d.startsWith(m)).length;
/** Days from today to the end of `m`, inclusive (a unit is listed from today, the day it was approved). */
const listedDaysIn = (m: string) => {
  let n = 0;
  for (let d = today; d.slice(0, 7) <= m; d = addDays(d, 1)) if (d.startsWith(m)) n++;
  return n;
};
const months = [0, 1, 2, 3].map(month);

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  ({ unitId: u1 } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: u2 } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: otherUnit } = await unitIn(t, other, 'PUBLISHED'));
  ids.soon = await book(u1, 10, 2);
  ids.mid = await book(u1, 40, 3);
  ids.late = await book(u2, 60, 4);
  ids.cancelled = await book(u2, 80, 3);
  await book(otherUnit, 40, 3);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/app/bookings/${ids.cancelled}/cancel`,
    headers: host.auth,
    payload: { reason: 'PRICE_ERROR' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const block = await t.app.inject({
    method: 'POST',
    url: `/api/app/properties/${u1}/unavailabilities/block`,
    headers: host.auth,
    payload: { dateFrom: day(20), dateTo: day(25) },
  });
  expect(block.statusCode, block.body).toBe(200);
  const inquiry = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${u2}/inquiries`,
    payload: {
      checkIn: day(100),
      checkOut: day(103),
      guests: 2,
      guest: { name: 'Ada', email: 'ada@example.test', language: 'en' },
      message: 'Is it quiet?',
    },
  });
  expect(inquiry.statusCode, inquiry.body).toBe(201);
  ids.inquiry = inquiry.json().id;
  const reject = await t.app.inject({
    method: 'POST',
    url: `/api/app/booking-inquiries/${ids.inquiry}/reject`,
    headers: host.auth,
    payload: { reason: 'OVERBOOKING', message: 'Sorry, those nights are taken.' },
  });
  expect(reject.statusCode, reject.body).toBe(200);
  // the host answered 90 minutes after the guest asked
  await t.database.query(
    `update reservations set created_at = created_at - interval '90 minutes' where id = $1`,
    [ids.inquiry],
  );
}, 180_000);
afterAll(() => t?.close());

describe(`insights (${driver})`, () => {
  it('answers 401 without a token', async () => {
    for (const kind of ['earnings', 'occupancy', 'performance', 'reviews']) {
      expect((await t.app.inject({ url: `/api/app/insights/${kind}` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/app/insights/${kind}.csv` })).statusCode).toBe(401);
    }
  });

  it('refuses a bad range with 400 and another host’s unit with 404', async () => {
    for (const kind of ['earnings', 'occupancy', 'performance', 'reviews']) {
      for (const q of [
        `from=${TO}&to=${FROM}`,
        `from=${month(-24)}&to=${month(0)}`,
        'from=2025-13',
        'to=2025-1',
      ]) {
        const res = await get(`/api/app/insights/${kind}?${q}`);
        expect(res.statusCode, `${kind} ${q}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      expect((await get(`/api/app/insights/${kind}?unitId=${otherUnit}`)).statusCode).toBe(404);
      expect((await get(`/api/app/insights/${kind}.csv?unitId=${otherUnit}`)).statusCode).toBe(404);
      // 24 months is the most
      expect((await get(`/api/app/insights/${kind}?from=${month(-23)}&to=${month(0)}`)).statusCode).toBe(200);
    }
  });

  it('adds up earnings by check-in month, unit and channel, fees at 15 % (host_only), cancellations left out', async () => {
    const e = await insights('earnings');
    expect(e).toMatchObject({
      from: FROM,
      to: TO,
      previousFrom: month(-4),
      previousTo: month(-1),
      unitId: null,
    });
    expect(e.feeModel).toBe('host_only');
    expect(e.currencies).toHaveLength(1);
    const c = e.currencies[0];
    const g = { soon: gross.get(ids.soon)!, mid: gross.get(ids.mid)!, late: gross.get(ids.late)! };
    const total = g.soon + g.mid + g.late;
    const fees = Math.round(total * 0.15);
    expect(c.totals).toEqual({ bookings: 3, nights: 9, gross: total, fees, net: total - fees });
    expect(c.previous).toEqual({ bookings: 0, nights: 0, gross: 0, fees: 0, net: 0 });
    expect(c.byMonth.map((m: { month: string }) => m.month)).toEqual(months);
    for (const m of c.byMonth) {
      const stays = [
        [day(10), g.soon, 2],
        [day(40), g.mid, 3],
        [day(60), g.late, 4],
      ].filter(([checkIn]) => String(checkIn).startsWith(m.month));
      const mg = stays.reduce((n, s) => n + Number(s[1]), 0);
      expect(m).toMatchObject({ bookings: stays.length, gross: mg, fees: Math.round(mg * 0.15) });
    }
    expect(c.byUnit).toEqual(
      [
        { unitId: u1, bookings: 2, nights: 5, gross: g.soon + g.mid },
        { unitId: u2, bookings: 1, nights: 4, gross: g.late },
      ]
        .sort((a, b) => b.gross - a.gross)
        .map((u) => expect.objectContaining(u)),
    );
    expect(c.unitsCount).toBe(2);
    expect(c.byChannel).toEqual([
      expect.objectContaining({ channel: 'instant', bookings: 3, gross: total }),
      expect.objectContaining({ channel: 'request', bookings: 0, gross: 0 }),
    ]);
    const one = await insights('earnings', `${RANGE}&unitId=${u2}`);
    expect(one.unitId).toBe(u2);
    expect(one.currencies[0].totals).toMatchObject({ bookings: 1, gross: g.late });
    // the other host sees only their own booking
    const theirs = await insights('earnings', RANGE, other);
    expect(theirs.currencies[0].totals.bookings).toBe(1);
  });

  it('counts booked nights by month and unit, blocked nights apart, against the nights listed', async () => {
    const o = await insights('occupancy');
    expect(o.byMonth.map((m: { month: string }) => m.month)).toEqual(months);
    let booked = 0;
    let blocked = 0;
    let available = 0;
    for (const m of o.byMonth) {
      const b = nightsIn(m.month, 10, 2) + nightsIn(m.month, 40, 3) + nightsIn(m.month, 60, 4);
      const k = nightsIn(m.month, 20, 5);
      const a = 2 * listedDaysIn(m.month) - k;
      expect(m, m.month).toEqual({
        month: m.month,
        bookedNights: b,
        blockedNights: k,
        availableNights: a,
        rate: b / a,
      });
      booked += b;
      blocked += k;
      available += a;
    }
    expect(booked).toBe(9);
    expect(blocked).toBe(5);
    expect(o.totals).toEqual({
      bookedNights: 9,
      blockedNights: 5,
      availableNights: available,
      rate: 9 / available,
    });
    expect(o.previous).toEqual({ bookedNights: 0, blockedNights: 0, availableNights: 0, rate: null });
    const listed = months.reduce((n, m) => n + listedDaysIn(m), 0);
    expect(o.byUnit).toEqual([
      {
        unitId: u1,
        title: expect.anything(),
        bookedNights: 5,
        blockedNights: 5,
        availableNights: listed - 5,
        rate: 5 / (listed - 5),
      },
      {
        unitId: u2,
        title: expect.anything(),
        bookedNights: 4,
        blockedNights: 0,
        availableNights: listed,
        rate: 4 / listed,
      },
    ]);
    const one = await insights('occupancy', `${RANGE}&unitId=${u2}`);
    expect(one.totals).toEqual({
      bookedNights: 4,
      blockedNights: 0,
      availableNights: listed,
      rate: 4 / listed,
    });
  });

  it('counts a booked night as open even before the unit was listed, so no rate passes 100%', async () => {
    // a stay moved over from another platform: booked for nights before the unit's approval date
    const third = await t.createHost();
    const { unitId } = await unitIn(t, third, 'PUBLISHED');
    await book(unitId, 10, 3);
    await t.database.query(`update units set created_at = $2::date, approved_at = $2::date where id = $1`, [
      unitId,
      day(40),
    ]);
    const listedFrom40 = (m: string) => {
      let n = 0;
      for (let d = day(40); d.slice(0, 7) <= m; d = addDays(d, 1)) if (d.startsWith(m)) n++;
      return n;
    };
    const o = await insights('occupancy', RANGE, third);
    for (const m of o.byMonth) {
      const booked = nightsIn(m.month, 10, 3);
      expect(m, m.month).toMatchObject({
        bookedNights: booked,
        availableNights: Math.max(booked, listedFrom40(m.month)),
      });
      expect(m.rate ?? 0, m.month).toBeLessThanOrEqual(1);
    }
    expect(o.totals.bookedNights).toBe(3);
    expect(o.totals.rate).toBeLessThanOrEqual(1);
    const listed = months.reduce((n, m) => n + listedFrom40(m), 0);
    expect(o.byUnit).toEqual([
      expect.objectContaining({ unitId, bookedNights: 3, availableNights: Math.max(3, listed) }),
    ]);
  });

  it('hides earnings and occupancy from accounts without earnings (404)', async () => {
    await t.database.query(
      `update users set commercial_model = 'subscription', bidding_tag = null where id = $1`,
      [host.id],
    );
    try {
      expect((await get('/api/app/insights/earnings')).statusCode).toBe(404);
      expect((await get('/api/app/insights/occupancy.csv')).statusCode).toBe(404);
      expect((await get('/api/app/insights/performance')).statusCode).toBe(200);
    } finally {
      await t.database.query(`update users set commercial_model = 'commission' where id = $1`, [host.id]);
    }
  });

  it('counts page views (not bots), impressions from the beacon, bookings, inquiries and the response', async () => {
    const view = (ua: string) => t.app.inject({ url: `/stay/${u1}`, headers: { 'user-agent': ua } });
    for (const ua of [BROWSER, BROWSER, 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.4.0']) {
      const res = await view(ua);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/public/insights/impressions',
      headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ units: [u1, u2, u1.toUpperCase(), 'not-a-unit', otherUnit] }),
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    expect(beacon.headers['set-cookie']).toBeUndefined();

    const p = await insights('performance');
    expect(p.totals).toEqual({
      views: 2,
      impressions: 2,
      bookings: 4,
      requests: 0,
      inquiries: 1,
      conversion: 2,
      responseRate: 1,
      responseMinutes: 90,
    });
    expect(p.byMonth[0]).toMatchObject({ month: FROM, views: 2, impressions: 2, bookings: 4, inquiries: 1 });
    expect(
      p.byMonth.slice(1).every((m: { views: number; bookings: number }) => m.views === 0 && m.bookings === 0),
    ).toBe(true);
    // without the host's ideal guest there is no match mix
    expect(p.matchMix).toBeNull();
    const one = await insights('performance', `${RANGE}&unitId=${u1}`);
    expect(one.totals).toMatchObject({ views: 2, impressions: 1, bookings: 2, inquiries: 0 });
    const theirs = await insights('performance', RANGE, other);
    expect(theirs.totals).toMatchObject({ views: 0, impressions: 1, bookings: 1 });
  });

  it('marks the public search’s cards with their unit for the impressions script, and counts no view there', async () => {
    const res = await t.app.inject({ url: '/stays', headers: { 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-unit="${u1}"`);
    expect(res.body).toContain('<script src="/stay-assets/stay.js" defer></script>');
    expect(res.headers['set-cookie']).toBeUndefined();
    const script = await t.app.inject({ url: '/stay-assets/stay.js' });
    expect(script.body).toContain('/api/public/insights/impressions');
    expect(script.body).toContain('175');
    // the search itself counts no view (the two of the test above)
    expect((await insights('performance')).totals.views).toBe(2);
  });

  it('refuses a beacon that is not a list of ids, and counts nothing for unpublished units', async () => {
    for (const payload of [{}, { units: [] }, { units: 'x' }, { units: Array(51).fill(u1) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/public/insights/impressions', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { unitId: draft } = await unitIn(t, host, 'IN_PROGRESS');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/insights/impressions',
      headers: { 'user-agent': BROWSER },
      payload: { units: [draft] },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from unit_daily_stats where unit_id = $1',
      [draft],
    );
    expect(row?.n).toBe(0);
  });

  it('averages reviews and their categories by month, with the reply rate', async () => {
    const insert = (reservationId: string, unitId: string, stars: number[], reply: string | null) =>
      t.database.query(
        `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness, accuracy,
           communication, location, check_in, value, text, reply)
         values ($1, $2, $3, $4, 'Ines', $5, $6, $7, $8, $9, $10, $11, 'Lovely', $12)`,
        [`r-${reservationId.slice(0, 8)}`, host.id, unitId, reservationId, ...stars, reply],
      );
    await insert(ids.soon, u1, [5, 5, 5, 5, 5, 5, 5], 'Thank you!');
    await insert(ids.late, u2, [4, 3, 4, 4, 5, 4, 4], null);
    let r = await insights('reviews');
    expect(r.totals).toEqual({
      reviews: 2,
      average: 4.5,
      replied: 1,
      replyRate: 0.5,
      cleanliness: 4,
      accuracy: 4.5,
      communication: 4.5,
      location: 5,
      checkIn: 4.5,
      value: 4.5,
    });
    expect(r.byMonth[0]).toMatchObject({ month: FROM, reviews: 2, average: 4.5 });
    expect(r.previous).toMatchObject({ reviews: 0, average: null, replyRate: null });
    await t.database.query(`update reviews set reply = 'Thanks' where reservation_id = $1`, [ids.late]);
    r = await insights('reviews', `${RANGE}&unitId=${u2}`);
    expect(r.totals).toMatchObject({ reviews: 1, average: 4, replied: 1, replyRate: 1, cleanliness: 3 });
  });

  it('compares with the previous period when a stay moves into it', async () => {
    await t.database.query(
      `update reservations set check_in = check_in - 120, check_out = check_out - 120 where id = $1`,
      [ids.late],
    );
    const c = (await insights('earnings')).currencies[0];
    const g = gross.get(ids.late)!;
    expect(c.previous).toMatchObject({ bookings: 1, nights: 4, gross: g });
    expect(c.totals.bookings).toBe(2);
    // the by-unit list read before (cached under the host's version) follows the change
    expect(c.byUnit.map((u: { unitId: string }) => u.unitId)).toEqual([u1]);
    expect(c.unitsCount).toBe(1);
  });

  it('exports each call as CSV with its file name', async () => {
    const res = await get(`/api/app/insights/earnings.csv?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="insights-earnings-${FROM}-${TO}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Breakdown,Key,Currency,Bookings,Nights,Gross,Fees,Net');
    const g = gross.get(ids.soon)! + gross.get(ids.mid)!;
    const money = (n: number) => (n / 100).toFixed(2);
    expect(lines).toContain(
      `total,${FROM}..${TO},EUR,2,5,${money(g)},${money(Math.round(g * 0.15))},${money(g - Math.round(g * 0.15))}`,
    );
    for (const kind of ['occupancy', 'performance', 'reviews']) {
      const csv = await get(`/api/app/insights/${kind}.csv?${RANGE}`);
      expect(csv.statusCode, kind).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="insights-${kind}-${FROM}-${TO}.csv"`,
      );
      expect(csv.body).toContain(`total,${FROM}..${TO},`);
    }
    // the export follows a renamed unit and a cancelled booking (it is cached between them)
    await t.database.query(`update units set title = 'Renamed flat', updated_at = now() where id = $1`, [u1]);
    await t.database.query(`update reservations set status = 'CANCELLED' where id = $1`, [ids.mid]);
    const again = (await get(`/api/app/insights/earnings.csv?${RANGE}`)).body;
    expect(again).toContain(`unit,Renamed flat,EUR,1,2,`);
    expect(again).toContain(`total,${FROM}..${TO},EUR,1,2,`);
    const perf = await get(`/api/app/insights/performance.csv?${RANGE}`);
    expect(perf.body).toContain(`total,${FROM}..${TO},2,2,4,0,1,200.00,100.00,90`);
  });
});
