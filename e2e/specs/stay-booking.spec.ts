import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, newGuest, stayDates } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * The guest's side on the public page: no account, picking days on the calendar (with script) or
 * typing dates (without), the itemised price, the guest's form and the confirmation; then the
 * host sees what arrived.
 */
test('a guest requests a stay on the public page by picking days; the host sees the badge and the request', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const { checkIn, checkOut } = stayDates(30, 3);
  const guest = newGuest('Pia Stay');

  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/stay/${unitId}?month=${checkIn.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Book your stay' })).toBeVisible();
  await expect(page.getByText('Choose your dates and the number of guests to see the price.')).toBeVisible();
  await expectNoAxeViolations(page);
  // the calendar's days answer to the keyboard too
  await page.locator(`td[data-day="${checkIn}"]`).click();
  await page.locator(`td[data-day="${checkOut}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));
  const quote = page.getByRole('table').filter({ hasText: 'Total' });
  await expect(quote).toContainText('3 nights × €120.00');
  await expect(quote).toContainText('€360.00');

  await page.getByLabel('Full name').fill(guest.name);
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Request to book' }).click();
  await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(guest.name);
  await page.getByLabel('E-mail').fill(guest.email);
  await page.getByLabel('Message to the host').fill('We arrive by train around six.');
  await page.getByRole('button', { name: 'Request to book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is on its way' })).toBeVisible();
  await expect(page.getByText('€360.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();

  await hostPage.reload();
  const bookings = hostPage
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Bookings/ });
  await expect(bookings.getByRole('img', { name: '1 new item' })).toBeVisible();
  await bookings.click();
  const row = hostPage.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: guest.name }).click();
  await expect(hostPage.getByText('We arrive by train around six.')).toBeVisible();
});

test('without script, a guest books an instant unit by typing dates, and it is upcoming for the host', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  const { checkIn, checkOut } = stayDates(40, 7);
  const guest = newGuest('Noah Plain');

  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/stay/${unitId}`);
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByLabel('Guests').fill('2');
  await page.getByRole('button', { name: 'Show the price' }).click();
  const quote = page.getByRole('table').filter({ hasText: 'Total' });
  await expect(quote).toContainText('Length-of-stay discount (10 %)');
  await expect(quote).toContainText('€756.00');
  await page.getByLabel('Full name').fill(guest.name);
  await page.getByLabel('E-mail').fill(guest.email);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your stay is booked' })).toBeVisible();
  // the same dates are taken now
  await page.goto(`/stay/${unitId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(page.getByText('These dates are not available. Please choose other dates.')).toBeVisible();
  await context.close();

  await hostPage.goto('/bookings/upcoming');
  const row = hostPage.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('€756.00');
});
