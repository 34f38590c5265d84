import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
/** a subscription host (commission does not apply) with stays in 2023, 2024 and 2025 */
let host: TestHost;
/** another subscription host with one stay in 2025 */
let other: TestHost;
let unitA: string;
let unitB: string;
/** the totals (cents) and nights of the stays that count in 2024, by unit and quarter */
const expected: Record<string, { total: number; nights: number; stays: number }[]> = {};

/** The reservations service with its clock at `iso` (stays made and answered back then). */
const at = (iso: string) =>
  buildServices({ config: t.config, database: t.database, now: () => new Date(iso) }).reservations;
const stay = (checkIn: string, checkOut: string, name = 'Ines Guest') => ({
  checkIn,
  checkOut,
  guests: 2,
  guest: { name, email: 'ines@example.test', language: 'pt' },
});
const get = (url: string, who?: TestHost) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const nightsOf = (checkIn: string, checkOut: string) =>
  (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;

/** Notes a stay that the 2024 report must count, at the quarter of its check-out. */
async function counted(unitId: string, path: string, checkIn: string, checkOut: string) {
  const total = (await get(path, host)).json().quote.total as number;
  expect(total).toBeGreaterThan(0);
  expected[unitId] ??= [0, 1, 2, 3].map(() => ({ total: 0, nights: 0, stays: 0 }));
  const quarters = expected[unitId];
  const q = quarters[Math.floor((Number(checkOut.slice(5, 7)) - 1) / 3)]!;
  q.total += total;
  q.nights += nightsOf(checkIn, checkOut);
  q.stays += 1;
}

/** RFC 4180 rows (quoted cells with doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
const money = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost({ company: 'Other Stays Ltd' });
  unitA = (await unitIn(t, host, 'PUBLISHED')).unitId;
  unitB = (await unitIn(t, host, 'PUBLISHED')).unitId;
  const otherUnit = (await unitIn(t, other, 'PUBLISHED')).unitId;
  await t.database.query(`update units set booking_type = 'onRequest' where id = $1`, [unitB]);

  const book = async (when: string, unit: string, from: string, to: string, name?: string) =>
    (await at(when).create('booking', unit, stay(from, to, name))).body.id;
  // 2023: one stay
  await book('2023-05-01T10:00:00Z', unitA, '2023-06-01', '2023-06-03');
  // 2024, unit A: Q1; Q2 (checked in in Q1, out in Q2); Q2; one cancelled; one leaving in 2025
  const a1 = await book('2024-01-05T10:00:00Z', unitA, '2024-02-10', '2024-02-13', '=HYPERLINK("x")');
  await counted(unitA, `/api/app/bookings/${a1}`, '2024-02-10', '2024-02-13');
  const a2 = await book('2024-01-05T11:00:00Z', unitA, '2024-03-30', '2024-04-02');
  await counted(unitA, `/api/app/bookings/${a2}`, '2024-03-30', '2024-04-02');
  const a3 = await book('2024-01-05T12:00:00Z', unitA, '2024-05-01', '2024-05-05');
  await counted(unitA, `/api/app/bookings/${a3}`, '2024-05-01', '2024-05-05');
  const cancelled = await book('2024-01-05T13:00:00Z', unitA, '2024-08-01', '2024-08-04');
  await at('2024-01-06T10:00:00Z').cancelBooking(host.id, cancelled, {
    reason: 'PROPERTY_UNAVAILABLE',
    subReason: 'MAINTENANCE',
    explanation: 'Repairs that week.',
  });
  await book('2024-06-01T10:00:00Z', unitA, '2024-12-30', '2025-01-03');
  // 2024, unit B (on request): a confirmed request (counted once, as its booking), a confirmed
  // inquiry; a rejected and an unanswered inquiry do not count
  const request = (
    await at('2024-07-01T10:00:00Z').create('booking_request', unitB, stay('2024-07-10', '2024-07-14'))
  ).body.id;
  const confirmed = await at('2024-07-01T12:00:00Z').confirmRequest(host.id, request);
  await counted(unitB, `/api/app/bookings/${confirmed.bookingId}`, '2024-07-10', '2024-07-14');
  const ask = async (from: string, to: string) =>
    (await at('2024-09-01T10:00:00Z').create('inquiry', unitB, stay(from, to))).body.id;
  const yes = await ask('2024-10-01', '2024-10-06');
  await at('2024-09-01T12:00:00Z').confirmInquiry(host.id, yes);
  await counted(unitB, `/api/app/booking-inquiries/${yes}`, '2024-10-01', '2024-10-06');
  const no = await ask('2024-11-01', '2024-11-04');
  await at('2024-09-01T12:00:00Z').rejectInquiry(host.id, no, {
    reason: 'RATES_MISMATCH',
    message: 'Sorry.',
  });
  await ask('2024-11-20', '2024-11-23');
  // an upcoming stay (not ended yet) is not reported
  const soon = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await book(new Date().toISOString(), unitA, soon(5), soon(8));
  // the other host's stay in 2025
  await book('2025-01-10T10:00:00Z', otherUnit, '2025-03-01', '2025-03-04');
  // the stays went on through completion and review collection, as the job takes them
  const today = buildServices({ config: t.config, database: t.database }).reservations;
  for (let i = 0; i < 3; i++) await today.sweep();

  // subscription charges: two in 2024 (one refunded), the other host's in 2024
  const charge = (who: TestHost, amount: number, at: string, refunded = false) =>
    t.database.query(
      `insert into subscription_charges (host_id, event_id, plan_id, amount, vat_amount, currency,
                                         invoice_number, period_start, period_end, refunded, charged_at)
       values ($1, gen_random_uuid()::text, 'monthly', $2, 0, 'EUR', gen_random_uuid()::text,
               $3::timestamptz, $3::timestamptz + interval '1 month', $4, $3::timestamptz)`,
      [who.id, amount, at, refunded],
    );
  await charge(host, 4_900, '2024-01-15T08:00:00Z');
  await charge(host, 5_900, '2024-03-31T23:30:00Z');
  await charge(host, 4_900, '2024-04-20T08:00:00Z', true);
  await charge(other, 99_900, '2024-05-01T08:00:00Z');

  // the seller's billing details, with text that a spreadsheet would read as formulas
  await t.database.query(`update users set individual_details = $2 where id = $1`, [
    host.id,
    JSON.stringify({
      firstName: '=HYPERLINK("http://evil.test","Hanna")',
      lastName: 'Tester, "Jr"',
      dateOfBirth: '1980-04-02',
      address: {
        country: 'FR',
        city: 'Nice',
        street: '+Rue Haute',
        houseNumberOrName: '5',
        postalCode: '06000',
      },
      sameAddress: true,
      taxIdentifications: [{ id: '1234567890123', countryIsoCode: 'FR' }],
      countryWithoutTaxId: false,
      vatId: 'FR12345678901',
      userWithoutVatId: false,
    }),
  ]);
  await t.database.query(`update units set title = '@SUM(1+1)' where id = $1`, [unitA]);
}, 180_000);
afterAll(() => t?.close());

const subscription = (who: TestHost) =>
  t.database.query(`update users set commercial_model = 'subscription', bidding_tag = null where id = $1`, [
    who.id,
  ]);

describe(`DAC7 report (${driver})`, () => {
  it('is not offered while commission applies: both calls answer 404', async () => {
    expect((await get('/api/app/report/dac7/availability', host)).statusCode).toBe(404);
    const res = await get('/api/app/report/dac7/2024', host);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    // once commission stops applying, it is offered
    await subscription(host);
    await subscription(other);
    expect((await get('/api/app/report/dac7/availability', host)).statusCode).toBe(200);
  });

  it('lists the years with ended stays, newest first, each host its own', async () => {
    expect((await get('/api/app/report/dac7/availability', host)).json()).toEqual({
      years: [2025, 2024, 2023],
    });
    expect((await get('/api/app/report/dac7/availability', other)).json()).toEqual({ years: [2025] });
  });

  it('downloads a year as an attachment CSV with the quarter sums of its stays', async () => {
    const res = await get('/api/app/report/dac7/2024', host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dac7-report-2024.csv"');
    expect(res.headers['cache-control']).toBe('private, max-age=1');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1));
    const header = rows.findIndex((r) => r[0] === 'Listing ID');
    const col = (name: string) => rows[header]!.indexOf(name);
    const listing = (unitId: string) => rows.find((r) => r[0] === unitId)!;
    for (const unitId of [unitA, unitB]) {
      const row = listing(unitId);
      expect(row[col('Currency')]).toBe('EUR');
      expect(row[col('Country')]).toBe('FR');
      expect(row[col('Address')]).toBe('Promenade des Anglais 12, 06000 Nice');
      expect(row[col('Land registration number')]).not.toBe('');
      expected[unitId]!.forEach((q, i) => {
        expect(row[col(`Q${i + 1} consideration`)], `${unitId} Q${i + 1}`).toBe(money(q.total));
        expect(row[col(`Q${i + 1} rental days`)]).toBe(String(q.nights));
        expect(row[col(`Q${i + 1} activities`)]).toBe(String(q.stays));
        // a subscription host pays no commission on a stay
        expect(row[col(`Q${i + 1} fees and commissions`)]).toBe('0.00');
      });
      const year = expected[unitId]!.reduce((s, q) => s + q.total, 0);
      expect(row[col('Year consideration')]).toBe(money(year));
    }
    // A: Q1 one stay, Q2 two (one checked in in Q1); B: the request's booking in Q3, the inquiry in Q4
    expect(expected[unitA]!.map((q) => q.stays)).toEqual([1, 2, 0, 0]);
    expect(expected[unitB]!.map((q) => q.stays)).toEqual([0, 0, 1, 1]);
    expect(rows.filter((r) => r[0] === unitA || r[0] === unitB)).toHaveLength(2);
    // the subscription's charges are the fees of their quarter (UTC), refunds left out
    const fees = rows.find((r) => r[1] === 'Subscription charges (all listings)')!;
    expect([1, 2, 3, 4].map((q) => fees[col(`Q${q} fees and commissions`)])).toEqual([
      '108.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    const total = rows.find((r) => r[1] === 'Total')!;
    const all = [...expected[unitA]!, ...expected[unitB]!].reduce((s, q) => s + q.total, 0);
    expect(total[col('Year consideration')]).toBe(money(all));
    expect(total[col('Year fees and commissions')]).toBe('108.00');
  });

  it('identifies the seller from the billing details, with formulas neutralised', async () => {
    const res = await get('/api/app/report/dac7/2024', host);
    const text = res.rawPayload.toString('utf8');
    const rows = parseCsv(text.slice(1));
    const field = (name: string) => rows.find((r) => r[0] === name)!;
    expect(field('Seller type')[1]).toBe('Individual');
    expect(field('First name')[1]).toBe(`'=HYPERLINK("http://evil.test","Hanna")`);
    expect(field('Last name')[1]).toBe('Tester, "Jr"');
    expect(field('Date of birth')[1]).toBe('1980-04-02');
    expect(field('Primary address')).toEqual([
      'Primary address',
      "'+Rue Haute 5, 06000 Nice",
      'Country',
      'FR',
    ]);
    expect(field('Taxpayer identification number (TIN)')).toEqual([
      'Taxpayer identification number (TIN)',
      '1234567890123',
      'Issued by',
      'FR',
    ]);
    expect(field('VAT identification number')[1]).toBe('FR12345678901');
    expect(rows.find((r) => r[0] === unitA)![1]).toBe("'@SUM(1+1)");
    // no cell of the file starts a formula; guests' names are not in the report at all
    for (const row of rows) for (const c of row) expect(c).not.toMatch(/^[=+@]/);
    expect(text).not.toContain('HYPERLINK("x")');
    // quoted cells are RFC 4180: the raw line doubles the quotes
    expect(text).toContain('"Tester, ""Jr"""');
  });

  it('answers 404 for a year out of range or without stays, and for another host’s years', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const year of [2022, next, new Date().getUTCFullYear()]) {
      expect((await get(`/api/app/report/dac7/${year}`, host)).statusCode, String(year)).toBe(404);
    }
    // the other host sees only their own stays: 2024 is the first host's, 2025 has only their own
    expect((await get('/api/app/report/dac7/2024', other)).statusCode).toBe(404);
    const theirs = await get('/api/app/report/dac7/2025', other);
    expect(theirs.statusCode).toBe(200);
    const rows = parseCsv(theirs.rawPayload.toString('utf8').slice(1));
    expect(rows.find((r) => r[0] === 'Seller type')![1]).toBe('Entity');
    expect(rows.find((r) => r[0] === 'Legal name')![1]).toBe('Other Stays Ltd');
    expect(rows.some((r) => r[0] === unitA || r[0] === unitB)).toBe(false);
    expect(
      rows.find((r) => r[1] === 'Total')![rows.find((r) => r[0] === 'Listing ID')!.indexOf('Q1 activities')],
    ).toBe('1');
  });

  it('refuses a year that is not a number, and callers without a token', async () => {
    expect((await get('/api/app/report/dac7/last', host)).statusCode).toBe(400);
    expect((await get('/api/app/report/dac7/2024.5', host)).statusCode).toBe(400);
    expect((await get('/api/app/report/dac7/availability')).statusCode).toBe(401);
    expect((await get('/api/app/report/dac7/2024')).statusCode).toBe(401);
  });
});
