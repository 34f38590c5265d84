import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const EARNINGS = '/api/app/user/earnings';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unitA: string;
let unitB: string;
let otherUnit: string;
/** booking id → its total (gross) */
const gross = new Map<string, number>();
const ids = {} as Record<'split' | 'soon' | 'b' | 'completed' | 'cancelled' | 'others', string>;

interface Row {
  id: string;
  unit: { id: string; title: string | null };
  checkIn: string;
  status: string;
  gross: number;
  fees: number;
  net: number;
  feeModel: string;
  paymentOption: string;
  payouts: { date: string; percent: number; amount: number }[];
}

async function book(unitId: string, from: number, nights: number, name = 'Ines Guest') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/bookings`,
    payload: {
      checkIn: day(from),
      checkOut: day(from + nights),
      guests: 2,
      guest: { name, email: 'ines@example.test', language: 'pt' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  const { id, quote } = res.json() as { id: string; quote: { total: number } };
  gross.set(id, quote.total);
  return id;
}

const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
const page = async (query = '', who: TestHost = host) => {
  const res = await get(`${EARNINGS}?limit=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Row[];
    pagination: { current: number; limit: number; total: number; pages: number };
    totals: { currency: string; count: number; gross: number; fees: number; net: number }[];
    feeModel: string;
  };
};
const setAccount = (commercialModel: string, biddingTag: string | null) =>
  t.database.query('update users set commercial_model = $1, bidding_tag = $2 where id = $3', [
    commercialModel,
    biddingTag,
    host.id,
  ]);

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  ({ unitId: unitA } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: unitB } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: otherUnit } = await unitIn(t, other, 'PUBLISHED'));
  ids.split = await book(unitA, 40, 3); // 30 % now, 70 % 30 days before arrival
  ids.soon = await book(unitA, 10, 2); // online_100
  ids.b = await book(unitB, 60, 4);
  ids.completed = await book(unitA, 100, 5, '=SUM(A1:A2), "quoted"');
  ids.cancelled = await book(unitB, 80, 3);
  ids.others = await book(otherUnit, 40, 3);
  // a stay that has ended (set directly: guests cannot book the past)
  await t.database.query(`update reservations set status = 'COMPLETED' where id = $1`, [ids.completed]);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/app/bookings/${ids.cancelled}/cancel`,
    headers: host.auth,
    payload: { reason: 'PRICE_ERROR' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // an inquiry earns nothing
  const inquiry = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitA}/inquiries`,
    payload: {
      checkIn: day(120),
      checkOut: day(123),
      guests: 2,
      guest: { name: 'Ada', email: 'ada@example.test', language: 'en' },
      message: 'Is it quiet?',
    },
  });
  expect(inquiry.statusCode, inquiry.body).toBe(201);
}, 180_000);
afterAll(() => t?.close());

describe(`earnings (${driver})`, () => {
  it('answers 401 without a token', async () => {
    for (const url of [EARNINGS, `${EARNINGS}.csv`, `${EARNINGS}/units`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('lists the host’s confirmed and completed bookings with 15 % fees (host_only), totals equal to the rows', async () => {
    const body = await page();
    expect(body.feeModel).toBe('host_only');
    expect(body.items.map((r) => r.id).sort()).toEqual([ids.split, ids.soon, ids.b, ids.completed].sort());
    // latest check-in first
    expect(body.items.map((r) => r.id)).toEqual([ids.completed, ids.b, ids.split, ids.soon]);
    for (const row of body.items) {
      const g = gross.get(row.id)!;
      expect(row.gross).toBe(g);
      expect(row.fees).toBe(Math.round(g * 0.15));
      expect(row.net).toBe(g - row.fees);
      expect(row.payouts.reduce((n, p) => n + p.amount, 0)).toBe(row.net);
      expect(row.payouts.every((p) => p.date === addDays(row.checkIn, 1))).toBe(true);
    }
    const sum = (k: 'gross' | 'fees' | 'net') => body.items.reduce((n, r) => n + r[k], 0);
    expect(body.totals).toEqual([
      { currency: 'EUR', count: 4, gross: sum('gross'), fees: sum('fees'), net: sum('net') },
    ]);
    expect(body.pagination).toEqual({ current: 1, limit: 100, total: 4, pages: 1 });
  });

  it('pays out each part of the payment schedule, the fees kept from the first', async () => {
    const rows = (await page()).items;
    const split = rows.find((r) => r.id === ids.split)!;
    expect(split.paymentOption).toBe('online_30_70_split');
    const g = gross.get(ids.split)!;
    const first = Math.round(g * 0.3);
    expect(split.payouts).toEqual([
      { date: day(41), percent: 30, amount: first - split.fees },
      { date: day(41), percent: 70, amount: g - first },
    ]);
    const soon = rows.find((r) => r.id === ids.soon)!;
    expect(soon.paymentOption).toBe('online_100');
    expect(soon.payouts).toEqual([{ date: day(11), percent: 100, amount: soon.net }]);
  });

  it('takes 7 % for a hybrid_7 host and answers 404 to a subscription host', async () => {
    try {
      await setAccount('commission', 'hybrid_7');
      const body = await page();
      expect(body.feeModel).toBe('hybrid_7');
      for (const row of body.items) expect(row.fees).toBe(Math.round(gross.get(row.id)! * 0.07));
      expect(body.totals[0]!.fees).toBe(body.items.reduce((n, r) => n + r.fees, 0));

      await setAccount('subscription', null);
      for (const url of [EARNINGS, `${EARNINGS}.csv`, `${EARNINGS}/units`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    } finally {
      await setAccount('commission', null);
    }
  });

  it('filters by check-in range, unit and status; totals cover the filter, not the page', async () => {
    const range = await page(`&dateFrom=${day(40)}&dateTo=${day(60)}`);
    expect(range.items.map((r) => r.id)).toEqual([ids.b, ids.split]);
    expect(range.totals[0]!.count).toBe(2);
    expect((await page(`&dateFrom=${day(41)}`)).items.map((r) => r.id)).toEqual([ids.completed, ids.b]);
    expect((await page(`&unitId=${unitB}`)).items.map((r) => r.id)).toEqual([ids.b]);
    expect((await page('&status=completed')).items.map((r) => r.id)).toEqual([ids.completed]);
    expect((await page('&status=confirmed')).items.map((r) => r.id)).toEqual([ids.b, ids.split, ids.soon]);

    const all = await page();
    const second = (await get(`${EARNINGS}?limit=3&page=2`)).json();
    expect(second.items.map((r: Row) => r.id)).toEqual([ids.soon]);
    expect(second.pagination).toEqual({ current: 2, limit: 3, total: 4, pages: 2 });
    expect(second.totals).toEqual(all.totals);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await get(`${EARNINGS}?dateFrom=${day(50)}&dateTo=${day(40)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams[0].name).toBe('dateTo');
  });

  it('never shows another host’s bookings, and answers 404 for another host’s unit', async () => {
    const theirs = await page('', other);
    expect(theirs.items.map((r) => r.id)).toEqual([ids.others]);
    expect((await page()).items.map((r) => r.id)).not.toContain(ids.others);
    for (const url of [`${EARNINGS}?unitId=${otherUnit}`, `${EARNINGS}.csv?unitId=${otherUnit}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('lists the units with earning bookings for the filter', async () => {
    const res = await get(`${EARNINGS}/units`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .units.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([unitA, unitB].sort());
  });

  it('exports the filter as CSV: BOM, RFC 4180 quoting, formulas neutralised, named by the range', async () => {
    const res = await get(`${EARNINGS}.csv?dateFrom=${day(0)}&dateTo=${day(365)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="earnings-${day(0)}-${day(365)}.csv"`,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Booking,Unit,Guest,Check-in,Check-out,Nights,Status,Currency,Gross,Fees,Net,Fee model,Payment option,Payouts',
    );
    expect(lines.slice(1, -1)).toHaveLength(4);
    const rows = (await page()).items;
    const completed = rows.find((r) => r.id === ids.completed)!;
    const money = (n: number) => (n / 100).toFixed(2);
    expect(lines[1]).toBe(
      [
        ids.completed,
        completed.unit.title,
        `"'=SUM(A1:A2), ""quoted"""`,
        day(100),
        day(105),
        5,
        'COMPLETED',
        'EUR',
        money(completed.gross),
        money(completed.fees),
        money(completed.net),
        'host_only',
        completed.paymentOption,
        completed.payouts.map((p) => `${p.date} ${money(p.amount)}`).join('; '),
      ].join(','),
    );
  });

  it('names an open-ended CSV by its open ends', async () => {
    const res = await get(`${EARNINGS}.csv?status=completed`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="earnings-start-end.csv"');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe(`earnings CSV of a large account (${driver})`, () => {
  it('writes every row once across the chunks it reads, days shared by several stays included', async () => {
    const bulk = await t.createHost();
    const { unitId } = await unitIn(t, bulk, 'PUBLISHED');
    const first = await book(unitId, 40, 3);
    // 2,100 more (three per check-in day), copied from the first
    await t.database.query(
      `insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
         guest_email, guest_language, quote, currency, total, payment_option, history)
       select kind, host_id, unit_id, status, check_in - (g % 700) - 60, check_out - (g % 700) - 60, guests,
         guest_name, guest_email, guest_language, quote, currency, total, payment_option, history
       from reservations, generate_series(1, 2100) g where id = $1`,
      [first],
    );
    const expected = await t.database.query<{ id: string }>(
      'select id from reservations where host_id = $1 order by id',
      [bulk.id],
    );
    const res = await get(`${EARNINGS}.csv`, bulk);
    expect(res.statusCode).toBe(200);
    const written = res.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]!);
    expect(written).toHaveLength(2101);
    expect([...written].sort()).toEqual(expected.map((r) => r.id));
  });
});
