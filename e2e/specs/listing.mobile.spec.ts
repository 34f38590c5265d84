import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/api-session';
import { acceptNecessaryCookies, DEMO, expectNoAxeViolations } from '../fixtures/auth';

test('on a phone the listing flow and the unit pages work and stay accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.email, DEMO.password);
  await acceptNecessaryCookies(page);
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single-unit/ }).click();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Type of accommodation' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Listing progress' })).toHaveAttribute(
    'aria-valuenow',
    /\d+/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Chalet/ }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where is your property?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/properties');
  await page.getByRole('link', { name: 'Villa Azzurra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Azzurra' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('article')
    .filter({ hasText: 'Villa Azzurra' })
    .getByRole('link', { name: 'Manage' })
    .click();
  await expect(page.getByText('Published').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Photos' }).click();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
