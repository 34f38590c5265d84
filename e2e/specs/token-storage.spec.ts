import { expect, test } from '../fixtures/test';

// docs/decisions/0007-browser-token-storage.md
test('tokens stay out of web storage and a reload signs in again silently', async ({ hostPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Marta');

  const stored = () =>
    page.evaluate(() =>
      [window.localStorage, window.sessionStorage]
        .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`))
        .join('\n'),
    );
  expect(await stored()).not.toMatch(/refresh_token|access_token|oidc\.user:/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Marta');
  expect(await stored()).not.toMatch(/refresh_token|access_token|oidc\.user:/);
});
