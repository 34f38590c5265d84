import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestBooks, stayDates } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

const monthOf = (day: string) => day.slice(0, 7);
const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};
const nightsIn = (month: string, stay: { checkIn: string; checkOut: string }) => {
  let n = 0;
  for (
    let d = Date.parse(`${stay.checkIn}T00:00:00Z`);
    d < Date.parse(`${stay.checkOut}T00:00:00Z`);
    d += 86_400_000
  )
    if (new Date(d).toISOString().startsWith(month)) n++;
  return n;
};

/**
 * Issue 13, insights (ADR 40): the public search sends the impression of a card it shows; a host
 * with two instant bookings and two blocked nights opens
 * Statistics, sees the earnings chart and its table (the month's gross and net), moves to the
 * occupancy tab by keyboard and finds the booked and blocked nights in its table; both pages are
 * axe clean. Runs at 1280 px and, in the mobile project, at 390 px.
 */
test('earnings and occupancy tabs show charts whose tables hold the booked figures', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(60_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });

  // the public search reports the card as seen (175 px visible) with a beacon, without cookies
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/public/insights/impressions'));
  await page.goto(`/stays?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect((await beacon).postDataJSON()).toEqual({ units: [unitId] });
  const first = await guestBooks(host.api, unitId, stayDates(3, 2));
  const second = await guestBooks(host.api, unitId, stayDates(6, 3));
  // two nights blocked right after the second stay
  const block = {
    dateFrom: second.checkOut,
    dateTo: new Date(Date.parse(`${second.checkOut}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
  };
  await host.api.call('POST', `/api/app/properties/${unitId}/unavailabilities/block`, { data: block });

  const from = monthOf(first.checkIn);
  const to = addMonths(from, 2);
  const euros = (cents: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);

  await page.goto(`/insights?from=${from}&to=${to}`);
  await expect(page).toHaveURL(/\/insights\/earnings/);
  await page.goto(`/insights/earnings?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const chart = page.getByRole('img', { name: /Earnings by month \(EUR\)/ });
  await expect(chart).toBeVisible();

  // the table behind the chart: the month of each check-in holds its bookings' gross (15 % fees)
  const byMonth = page.getByRole('region', { name: 'Earnings by month (EUR)' });
  await byMonth.getByRole('button', { name: 'Show as table' }).click();
  const table = byMonth.getByRole('table', { name: 'Earnings by month (EUR)' });
  await expect(table).toBeVisible();
  for (const m of [...new Set([monthOf(first.checkIn), monthOf(second.checkIn)])]) {
    const gross = [first, second]
      .filter((s) => monthOf(s.checkIn) === m)
      .reduce((n, s) => n + s.quote.total, 0);
    const label = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${m}-01T00:00:00Z`));
    await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toHaveText(
      `${label}${euros(gross)}${euros(gross - Math.round(gross * 0.15))}`,
    );
  }
  await expectNoAxeViolations(page);

  // to the occupancy tab by keyboard
  const tabs = page.getByRole('navigation', { name: 'Statistics' });
  await tabs.getByRole('link', { name: 'Occupancy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeVisible();
  // the range went along
  await expect(page).toHaveURL(new RegExp(`/insights/occupancy\\?from=${from}&to=${to}$`));
  const nights = page.getByRole('region', { name: 'Nights by month' });
  await expect(nights.getByRole('img', { name: /Nights by month/ })).toBeVisible();
  await nights.getByRole('button', { name: 'Show as table' }).press('Enter');
  const nightsTable = nights.getByRole('table', { name: 'Nights by month' });
  await expect(nightsTable).toBeVisible();
  const m = monthOf(first.checkIn);
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${m}-01T00:00:00Z`),
  );
  const booked = nightsIn(m, first) + nightsIn(m, second);
  const blocked = nightsIn(m, { checkIn: block.dateFrom, checkOut: block.dateTo });
  const cells = nightsTable.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  await expect(cells.nth(0)).toHaveText(String(booked));
  await expect(cells.nth(1)).toHaveText(String(blocked));
  await expectNoAxeViolations(page);
});
