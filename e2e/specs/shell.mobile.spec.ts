import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

test('on a phone the bottom bar replaces the top navigation and hides on scroll down', async ({
  hostPage: page,
}) => {
  await page.goto('/properties');
  const bottom = page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(bottom).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await expect(bottom.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
  // the page is loaded on demand: judge it once its heading is there
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Account' }).first().click();
  await expect(page).toHaveURL(/\/account/);
  // the account page and its tab are loaded on demand: judge them once the tab's own heading is
  // there (any h1 could still be the page being left), not mid-navigation
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expectNoAxeViolations(page);
});
