import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestRequests, newGuest, stayDates } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/** The request → confirm journey of reservations.spec.ts at 390 px, from the bottom bar. */
test('on a phone the host opens a request from the bottom bar and confirms it', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const guest = newGuest('Maya Lind');
  const request = await guestRequests(host.api, unitId, { ...stayDates(25, 3), guest });

  await page.reload();
  const bottom = page.getByRole('navigation', { name: 'Main (mobile)' });
  const bookings = bottom.getByRole('link', { name: /Bookings$/ });
  await expect(bookings.getByRole('img', { name: '1 new item' })).toBeVisible();
  await bookings.click();
  await expect(page).toHaveURL(/\/bookings\/requests$/);
  const row = page.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(title);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: guest.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${guest.name}` })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  await expectNoAxeViolations(page);
  await confirm.click();

  await expect(page).toHaveURL(`/booking-request-confirmation/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(bookings.getByRole('img')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
});
