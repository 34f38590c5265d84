import { expectNoAxeViolations } from '../fixtures/auth';
import { createReadyUnit } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

test('the preview button explains itself once, then opens the public page; switch-all applies instant booking', async ({
  host,
  hostPage: page,
  staff,
  context,
}) => {
  test.setTimeout(90_000);
  const { propertyId, unitId, title } = await createReadyUnit(host.api, { state: 'PUBLISHED', staff });
  const unitUrl = `/properties/${propertyId}/units/${unitId}`;
  await page.goto(unitUrl);

  // first time: the info dialog, with "don't show again"
  await page.getByRole('button', { name: 'Preview listing' }).click();
  const info = page.getByRole('dialog', { name: 'Preview your listing' });
  await expect(info).toBeVisible();
  await expectNoAxeViolations(page);
  await info.getByRole('checkbox', { name: "Don't show this again" }).check();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    info.getByRole('button', { name: 'Open preview' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/stay\/[0-9a-f-]{36}$/);
  await expect(popup.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await popup.close();

  // second time: straight to the page (the choice is stored on the account)
  await page.reload();
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview listing' }).click(),
  ]);
  await again.waitForLoadState();
  expect(again.url()).toMatch(/\/stay\//);
  await again.close();

  // booking on request offers the switch of all units to instant booking
  await page.goto(`${unitUrl}/booking-policies`);
  await page.getByRole('radio', { name: /Booking on request/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Switch all units' }).click();
  const modal = page.getByRole('dialog', { name: 'Instant booking for all units' });
  await expect(modal.getByRole('radio', { name: /Switch all units to instant booking/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Instant booking is now on for all your units.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Instant booking/ })).toBeChecked();
});
