import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import {
  createBookableUnit,
  createReadyUnit,
  guestAsks,
  guestBooks,
  guestRequests,
  newGuest,
  stayDates,
} from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Reservations (issue 7) as a default install shows them: the alternate reservations setting is
 * off, so bookings and requests live under /bookings/{tab} and inquiries under /inquiries. Guests
 * act through the public API; the host answers in the browser.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: /^Main/ });
/** A day as the lists and the confirmation page write it (en-US, medium). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const row = (page: Page, guest: string) => page.getByRole('listitem').filter({ hasText: guest });
/** The status next to a detail page's heading. */
const status = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=..');
/** A section of a detail page, by its heading. */
const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

test('a guest’s request: the badge leads to it, the host confirms it, an overlapping one is refused', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const first = stayDates(20, 4);
  const second = stayDates(22, 4); // two nights inside the first stay
  const lena = newGuest('Lena Berg');
  const tom = newGuest('Tom Reyes');
  const request = await guestRequests(host.api, unitId, {
    ...first,
    guest: lena,
    message: 'We arrive by train.',
  });
  expect(request.status).toBe('REQUESTED');
  await guestRequests(host.api, unitId, { ...second, guest: tom });

  // the nav counts both; its entry opens the requests while some wait (the page loads after them)
  await page.reload();
  const bookings = nav(page).getByRole('link', { name: /Bookings/ });
  await expect(bookings.getByRole('img', { name: '2 new items' })).toBeVisible();
  await bookings.click();
  await expect(page).toHaveURL(/\/bookings\/requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Requests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('2 reservations')).toBeVisible();
  await expect(row(page, lena.name)).toContainText('Pending');
  await expect(row(page, lena.name)).toContainText(`${day(first.checkIn)} – ${day(first.checkOut)}`);
  await expect(row(page, lena.name)).toContainText('Respond within');
  await expectNoAxeViolations(page);

  await row(page, lena.name).getByRole('link', { name: lena.name }).click();
  await expect(page).toHaveURL(`/booking-request-details/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${lena.name}` })).toBeVisible();
  await expect(status(page)).toContainText('Pending');
  await expect(page.getByText('We arrive by train.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`/booking-request-confirmation/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(
    page.getByText(`${lena.name} stays at ${title} from ${day(first.checkIn)} to ${day(first.checkOut)}.`),
  ).toBeVisible();
  await expect(bookings.getByRole('img', { name: '1 new item' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the stay is booked: upcoming lists it as confirmed
  await page.getByRole('link', { name: 'Go to the booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking of ${lena.name}` })).toBeVisible();
  await bookings.click();
  await expect(page).toHaveURL(/\/bookings\/requests$/);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/bookings\/upcoming$/);
  await expect(row(page, lena.name)).toContainText('Confirmed');
  await expect(row(page, tom.name)).toHaveCount(0);

  // the other request wanted two of those nights: Confirm names the booking it clashes with
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await expect(row(page, lena.name)).toHaveCount(0);
  await row(page, tom.name).getByRole('link', { name: tom.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${tom.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const clash = page.getByRole('alert').filter({ hasText: 'The dates are no longer free' });
  await expect(clash).toContainText(
    `These dates clash with a booking from ${first.checkIn} to ${first.checkOut}.`,
  );
  await expect(page).toHaveURL(/\/booking-request-details\//);
  await expect(status(page)).toContainText('Pending');
  await expectNoAxeViolations(page);
});

test('the host declines a request with the reason Other, which needs an explanation', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const guest = newGuest('Aiko Tanaka');
  const request = await guestRequests(host.api, unitId, { ...stayDates(30, 3), guest });

  await page.goto(`/booking-request-details/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${guest.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this booking request' });
  await expect(dialog).toBeVisible();
  // the explanation goes with Other (or a detail): closed until then
  const explanation = dialog.getByRole('textbox', { name: /^Explanation/ });
  await expect(explanation).toBeDisabled();
  await expect(dialog.getByText('Choose Other, or add a detail, to write an explanation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await expect(explanation).toBeEnabled();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Explain why when the reason is Other.')).toBeVisible();
  await expectNoAxeViolations(page);
  // nothing was sent
  await expect(status(page)).toContainText('Pending');

  const why = 'The heating is being replaced that week.';
  await explanation.fill(why);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toContainText('Declined');
  await expect(page.getByText('Other', { exact: true })).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the confirmation page (an old link, the browser's history) does not claim the guest stays
  await page.goto(`/booking-request-confirmation/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This request is not confirmed' })).toBeVisible();
  await expect(page.getByText(`${guest.name} stays at`)).toHaveCount(0);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the booking' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View the request' }).click();

  // it no longer waits for an answer
  await page.getByRole('link', { name: 'Back to requests' }).click();
  await expect(page).toHaveURL(/\/bookings\/requests$/);
  await expect(page.getByRole('heading', { name: 'No requests waiting' })).toBeVisible();
});

test('an instant booking shows its price, and the host cancels it with a reason', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  const guest = newGuest('Noah Fischer');
  // a week: 7 nights at 120.00 with the unit's 10% length-of-stay discount
  const stay = stayDates(40, 7);
  const booking = await guestBooks(host.api, unitId, { ...stay, guest });
  expect(booking.status).toBe('CONFIRMED');
  expect(booking.quote.total).toBe(75_600);

  // no request waits: the nav entry opens the upcoming bookings (the page loads after the booking)
  await page.reload();
  await nav(page)
    .getByRole('link', { name: /Bookings/ })
    .click();
  await expect(page).toHaveURL(/\/bookings\/upcoming$/);
  await expect(row(page, guest.name)).toContainText('Confirmed');
  await expect(row(page, guest.name)).toContainText('€756.00');
  await expect(row(page, guest.name)).toContainText('7 nights');
  await expectNoAxeViolations(page);

  await row(page, guest.name).getByRole('link', { name: guest.name }).click();
  await expect(page).toHaveURL(`/booking-details/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.name}` })).toBeVisible();
  const price = section(page, 'Price');
  await expect(price.getByRole('row', { name: /7 nights × €120\.00/ })).toContainText('€840.00');
  await expect(price.getByRole('row', { name: /Length-of-stay discount \(10%\)/ })).toContainText('84.00');
  await expect(price.getByRole('row', { name: /Total/ })).toContainText('€756.00');
  await expect(price.getByText('Payment schedule')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking' });
  await expect(dialog.getByText('A cancelled booking cannot be restored.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The guest asked to cancel' }).check();
  await dialog.getByRole('textbox', { name: /^Explanation/ }).fill('Their flight was cancelled.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toContainText('Cancelled by owner');
  await expect(page.getByText(/^Cancelled on /)).toBeVisible();
  await expect(page.getByText('The guest asked to cancel')).toBeVisible();
  await expect(page.getByText('Their flight was cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // back to the list it came from: gone from upcoming, under cancelled as the owner's
  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(page).toHaveURL(/\/bookings\/upcoming$/);
  await expect(page.getByRole('heading', { name: 'No upcoming bookings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\/bookings\/cancelled$/);
  await expect(row(page, guest.name)).toContainText('Cancelled by owner');
  await expectNoAxeViolations(page);
});

test('inquiries: one confirmed, the overlapping one shows its dates and is declined with a message', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createReadyUnit(host.api, { state: 'PUBLISHED', staff });
  const first = stayDates(50, 5);
  const second = stayDates(52, 5);
  const ana = newGuest('Ana Silva');
  const ben = newGuest('Ben Okafor');
  const asked = await guestAsks(host.api, unitId, { ...first, guest: ana, message: 'Is there parking?' });
  const other = await guestAsks(host.api, unitId, {
    ...second,
    guest: ben,
    message: 'Can we bring a dog?',
  });

  await page.reload(); // the portal as the host opens it after the guests asked
  await nav(page).getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(row(page, ana.name)).toContainText('New');
  await expect(row(page, ben.name)).toContainText('New');
  await expectNoAxeViolations(page);

  // the first: nothing else on its dates yet; the host confirms it
  await row(page, ana.name).getByRole('link', { name: ana.name }).click();
  await expect(page).toHaveURL(`/inquiries/${asked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry from ${ana.name}` })).toBeVisible();
  await expect(page.getByText('Is there parking?')).toBeVisible();
  await expect(page.getByText('Nothing else is booked or blocked on these dates.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Inquiry confirmed.')).toBeVisible();
  await expect(status(page)).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // the second: its overlapping stays name the first's dates; the host declines with a message
  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await row(page, ben.name).getByRole('link', { name: ben.name }).click();
  await expect(page).toHaveURL(`/inquiries/${other.id}`);
  const overlapping = section(page, 'Other stays on these dates');
  await expect(overlapping.getByText('1 stay or block overlaps these dates.')).toBeVisible();
  await expect(overlapping.getByRole('listitem')).toHaveCount(1);
  await expect(overlapping.getByRole('listitem')).toContainText(
    `${day(first.checkIn)} – ${day(first.checkOut)}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this inquiry' });
  await dialog.getByRole('radio', { name: 'The dates are already booked' }).check();
  // the explanation belongs to Other only
  await expect(dialog.getByRole('textbox', { name: /^Explanation/ })).toHaveCount(0);
  const message = `Sorry, those nights are taken. We are free from ${day(first.checkOut)}.`;
  await dialog.getByRole('textbox', { name: /^Message to the guest/ }).fill(message);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toContainText('Declined');
  await expect(page.getByText('The dates are already booked')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other stays on these dates' })).toHaveCount(0);

  // a declined inquiry is archived
  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await expect(row(page, ben.name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived inquiries' }).click();
  await expect(page).toHaveURL(/\/inquiries\?view=archived$/);
  await expect(row(page, ben.name)).toContainText('Declined');
});
