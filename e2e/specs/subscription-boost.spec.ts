import { expectNoAxeViolations } from '../fixtures/auth';
import { createReadyUnit, publishUnit } from '../fixtures/factories';
import { payPlusPlan } from '../fixtures/subscriptions';
import { expect, test } from '../fixtures/test';

const DAY = 86_400_000;
/** A calendar day `days` from today (UTC, the server's days). */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Issue 12: a subscription host pays the Plus plan (7 boost days a term) through the hosted
 * checkout, publishes a unit, books a 3-day boost of it on the unit's boosters page, and sees the
 * boost credits fall from 7 to 4 on the page and in the shell's credit counters.
 */
test('a subscription host boosts a unit for 3 days; the counters fall from 7 to 4', async ({
  host,
  hostPage: page,
}) => {
  test.setTimeout(120_000);
  await host.api.call('PUT', '/api/app/user/billing-tag/subscription/save');
  await payPlusPlan(page, host);

  // a unit, published with one of the plan's 5 publications
  const unit = await createReadyUnit(host.api, { state: 'IN_PROGRESS' });
  expect((await publishUnit(host.api, unit.unitId)).state).toBe('UNDER_REVIEW');

  const unitPath = `/properties/${unit.propertyId}/units/${unit.unitId}`;
  await page.goto(unitPath);
  await page.getByRole('link', { name: 'Subscription and boosters' }).click();
  await expect(page.getByText('Your plan: Plus')).toBeVisible();
  await expect(page.getByTestId('credit-boost')).toContainText('7 of 7 left');
  const counters = page.getByRole('link', { name: '4 unit publications left, 7 boost credits left' });
  await expect(counters).toBeVisible();
  await expect(counters).toHaveAttribute('href', '/account/payment');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Book a boost' }).click();
  await expect(page).toHaveURL(`${unitPath}/boosters`);
  await expect(page.getByText('No boosts are booked for this unit.')).toBeVisible();
  await page.getByLabel('First day').fill(inDays(1));
  await page.getByLabel('Last day').fill(inDays(3));
  await expect(page.getByText(/This boost costs 3 boost credits · 7 boost credits left/)).toBeVisible();
  await page.getByRole('button', { name: 'Book boost' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Boost booked' })).toBeVisible();
  await expect(page.getByText('4 boost credits left')).toBeVisible();
  await expect(
    page.getByRole('link', { name: '4 unit publications left, 4 boost credits left' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Booked boosts of this unit' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);

  // the same days again: refused in place, nothing taken
  await page.getByLabel('First day').fill(inDays(2));
  await page.getByLabel('Last day').fill(inDays(2));
  await page.getByRole('button', { name: 'Book boost' }).click();
  await expect(page.getByRole('alert')).toContainText('This unit is already boosted on some of these days.');

  // after a reload the server says the same
  await page.reload();
  await expect(page.getByText('4 boost credits left')).toBeVisible();
  await expect(
    page.getByRole('link', { name: '4 unit publications left, 4 boost credits left' }),
  ).toBeVisible();
});
