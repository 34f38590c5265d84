import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

test('a host switches the portal to German and it stays German', async ({ hostPage: page, context }) => {
  await page.goto('/properties');
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch (Deutschland)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unterkünfte');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kalender' }),
  ).toBeVisible();
  // "Necessary only" was chosen: the functional ho_hl cookie is not written
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'ho_hl')).toBeUndefined();
  await expectNoAxeViolations(page);

  // the choice is saved on the account: without the cookie, a reload still shows German
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unterkünfte');

  await page.getByRole('button', { name: /^Sprache:/ }).click();
  await page.getByRole('menuitem', { name: 'Français (France)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Unterkünfte');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test.describe('with functional cookies', () => {
  test.use({ cookieChoice: 'all' });

  test('the language cookie is written only after functional cookies are accepted', async ({
    hostPage: page,
    context,
  }) => {
    await page.goto('/properties');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Nederlands (Nederland)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'ho_hl')?.value)
      .toBe('nl_NL');
  });
});
