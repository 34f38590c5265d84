import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../fixtures/auth';
import {
  createBookableUnit,
  type GuestReceipt,
  guestAsks,
  guestBooks,
  stayDates,
} from '../fixtures/factories';
import { payPlusPlan } from '../fixtures/subscriptions';
import { expect, test } from '../fixtures/test';
import { moveClock, runSweep } from '../fixtures/test-clock';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const plusDays = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
const yearOf = (day: string) => Number(day.slice(0, 4));
const quarterOf = (day: string) => Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
const nightsOf = (stay: { checkIn: string; checkOut: string }) =>
  Math.round((dayMs(stay.checkOut) - dayMs(stay.checkIn)) / DAY_MS);
/** Cents as the report writes them: "1234.50". */
const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** RFC 4180: comma separated, CRLF (or LF) line ends, quoted cells with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
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
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

// the server's clock is one for every spec: put it back whatever happens
test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});

/**
 * Issue 12, the DAC7 report (ADR 36), end to end: a subscription host's unit has an instant booking
 * and a confirmed inquiry that have ended (the server's clock moved to the later check-out), a
 * cancelled booking that has ended and a booking that ends tomorrow. On the billing tab the host
 * downloads the year's CSV; the unit's row adds up exactly the two ended stays' totals, nights and
 * count, in the quarters of their check-out. Runs at 1280 and 390 px.
 */
for (const [width, height, label] of [
  [1280, 800, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: label === 'phone', hasTouch: label === 'phone' });

    test(`a subscription host downloads the DAC7 CSV, whose sums are the ended stays' (${label})`, async ({
      host,
      hostPage: page,
      staff,
      request,
    }) => {
      test.setTimeout(120_000);
      await host.api.call('PUT', '/api/app/user/billing-tag/subscription/save');
      // publishing needs an active plan: the host pays one through the hosted checkout
      await payPlusPlan(page, host);
      const chargedIn = new Date().toISOString().slice(0, 10);

      const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });

      // nine nights clear of any season, taken back to back (check-out day = next check-in)
      const w = stayDates(2, 9).checkIn;
      const at = (from: number, to: number) => ({ checkIn: plusDays(w, from), checkOut: plusDays(w, to) });
      const booked = await guestBooks(host.api, unitId, at(0, 2));
      const cancelled = await guestBooks(host.api, unitId, at(2, 4));
      const inquiry = await guestAsks(host.api, unitId, {
        ...at(4, 7),
        message: 'Is there a cot for a baby?',
      });
      const running = await guestBooks(host.api, unitId, at(7, 9));
      await host.api.call('POST', `/api/app/bookings/${cancelled.id}/cancel`, {
        data: { reason: 'GUEST_ASKED' },
      });
      const confirmed = await host.api.call<{ status: string }>(
        'POST',
        `/api/app/booking-inquiries/${inquiry.id}/confirm`,
      );
      expect(confirmed.status).toBe('CONFIRMED');

      // "today" is the inquiry's check-out: it and the first booking have ended (and so has the
      // cancelled one); the last booking checks in today and ends tomorrow
      const today = inquiry.checkOut;
      const realToday = new Date().toISOString().slice(0, 10);
      await moveClock(request, Math.round((dayMs(today) - dayMs(realToday)) / DAY_MS));
      await runSweep(request);

      const counted: GuestReceipt[] = [booked, inquiry];
      for (const r of [booked, cancelled, inquiry, running])
        expect(r.quote.currency).toBe(booked.quote.currency);
      expect(running.checkOut > today).toBe(true);
      const years = [...new Set(counted.map((s) => yearOf(s.checkOut)))].sort((a, b) => b - a);
      const year = yearOf(today);

      await page.goto('/account/billing');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
      const section = page.getByRole('region', { name: 'Tax report (DAC7)' });
      await expect(section).toBeVisible();
      // one download per year with an ended stay, newest first
      const buttons = section.getByRole('button', { name: /^Download \d{4}$/ });
      await expect(buttons).toHaveText(years.map((y) => `Download ${y}`));
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: `Download ${year}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`dac7-report-${year}.csv`);
      const bytes = await readFile((await file.path())!);
      // UTF-8 with a byte-order mark and CRLF line ends: how Excel opens it well (ADR 36)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      expect(text).toContain('\r\n');
      const rows = parseCsv(text);
      expect(rows[0]).toEqual(['DAC7 report', String(year)]);

      const headerAt = rows.findIndex((r) => r[0] === 'Listing ID');
      expect(headerAt).toBeGreaterThan(0);
      const header = rows[headerAt]!;
      const listings = rows.slice(headerAt + 1).filter((r) => r[0] !== '');
      // this host's one unit, once (one currency)
      expect(listings.map((r) => r[0])).toEqual([unitId]);
      const row = Object.fromEntries(header.map((name, i) => [name, listings[0]![i]]));
      expect(row.Listing).toBe(title);
      expect(row.Currency).toBe(booked.quote.currency);

      // what the ended stays of the year add up to, from the totals the API quoted when booking
      const ofYear = counted.filter((s) => yearOf(s.checkOut) === year);
      const sumOf = (stays: GuestReceipt[]) => ({
        consideration: decimal(stays.reduce((sum, s) => sum + s.quote.total, 0)),
        days: String(stays.reduce((sum, s) => sum + nightsOf(s), 0)),
        activities: String(stays.length),
      });
      const yearSums = sumOf(ofYear);
      expect(ofYear.reduce((sum, s) => sum + s.quote.total, 0)).toBeGreaterThan(0);
      expect({
        consideration: row['Year consideration'],
        days: row['Year rental days'],
        activities: row['Year activities'],
      }).toEqual(yearSums);
      // a subscription host pays no commission on a stay
      expect(row['Year fees and commissions']).toBe('0.00');
      for (const q of [1, 2, 3, 4]) {
        expect(
          {
            consideration: row[`Q${q} consideration`],
            days: row[`Q${q} rental days`],
            activities: row[`Q${q} activities`],
          },
          `Q${q}`,
        ).toEqual(sumOf(ofYear.filter((s) => quarterOf(s.checkOut) === q)));
      }

      const total = rows.find((r) => r[1] === 'Total' && r[6] === booked.quote.currency);
      expect(total?.[header.indexOf('Year consideration')]).toBe(yearSums.consideration);
      // the plan's charge is the account's fee of its own year (a stay that ends in the next year
      // is reported in that year, without it)
      if (yearOf(chargedIn) === year) {
        const charges = rows.find((r) => r[1] === 'Subscription charges (all listings)');
        const fees = header.indexOf('Year fees and commissions');
        expect(charges?.[fees]).toBe('49.00');
        expect(charges?.[header.indexOf(`Q${quarterOf(chargedIn)} fees and commissions`)]).toBe('49.00');
        expect(total?.[fees]).toBe('49.00');
      }
    });
  });
}

test('a commission host has no tax report on the billing tab', async ({ hostPage: page }) => {
  // a new host is on the commission model until they choose otherwise
  await page.goto('/account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax report (DAC7)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Download \d{4}$/ })).toHaveCount(0);
});
