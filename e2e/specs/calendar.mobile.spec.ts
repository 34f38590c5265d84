import { expectNoAxeViolations } from '../fixtures/auth';
import { iso, longDate } from '../fixtures/dates';
import { createBookableUnit } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/** Issue 8 at 390 px: the timeline falls back to one unit at a time; nights are chosen by taps. */
test('on a phone the host picks a unit from the calendar list and blocks two nights by tapping', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  await page.goto('/calendar');
  await page.getByRole('searchbox', { name: 'Search units' }).fill(title);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  const night = (inDays: number) =>
    page.getByRole('gridcell', { name: new RegExp(`^(\\w+, )?${longDate(iso(inDays))}`) });
  await night(5).tap();
  await night(6).tap();
  // the second tap ends the range and opens the actions
  const drawer = page.getByRole('dialog', { name: 'Selected nights' });
  await drawer.getByRole('button', { name: 'Block', exact: true }).tap();
  await expect(page.getByText(/2 nights blocked/)).toBeVisible();
  await expect(night(5)).toHaveAccessibleName(/Not available/);
  await expect(night(6)).toHaveAccessibleName(/Not available/);
  await expect(night(7)).toHaveAccessibleName(/Available/);
});
