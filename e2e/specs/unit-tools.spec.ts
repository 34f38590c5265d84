import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, DEMO, expectNoAxeViolations, login } from '../fixtures/auth';

test('the preview button explains itself once, then opens the public page; switch-all applies instant booking', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await login(page, DEMO.email, DEMO.password);
  await acceptNecessaryCookies(page);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Villa Azzurra' }).click();
  await page
    .getByRole('article')
    .filter({ hasText: 'Villa Azzurra' })
    .getByRole('link', { name: 'Manage' })
    .click();
  await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
  const unitUrl = page.url();

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
  await expect(popup.getByRole('heading', { level: 1, name: 'Villa Azzurra' })).toBeVisible();
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
