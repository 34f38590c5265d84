import { expect, test } from '@playwright/test';
import {
  acceptNecessaryCookies,
  expectNoAxeViolations,
  login,
  logout,
  newHost,
  registerHost,
} from '../fixtures/auth';

test('a new host registers, sees the shell, logs out and logs in again', async ({ page }) => {
  const host = newHost();
  await registerHost(page, host);
  await acceptNecessaryCookies(page);

  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Properties' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Host Portal$/);
  // home welcomes a new host and leads to listing a first property
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Marta');
  await expect(page.getByRole('link', { name: 'List your first property' })).toBeVisible();
  await expectNoAxeViolations(page);

  await logout(page);
  await page.goto('/properties');
  // anonymous visitors are sent to sign in
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await login(page, host.email, host.password);
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByText('No properties yet')).toBeVisible();
});

test('the sign-in page explains a wrong password and pre-fills the login hint', async ({ page }) => {
  await page.goto(`/?id=${encodeURIComponent('someone@example.test')}`);
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
});

test('registration refuses a taken e-mail and a weak password', async ({ page }) => {
  await page.goto('/redirect/register');
  await page.getByLabel('a private individual').check();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Demo');
  await page.getByLabel('E-mail address').fill('demo@host-portal.test');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(page.getByText(/already exists|at least 10 characters/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
