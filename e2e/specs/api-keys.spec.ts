import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * The public API (issue 13): a host creates an API key under Account → API and webhooks, sees its
 * secret once, calls the API with it as any program would, revokes it, and the same call is refused.
 */
test('a host creates an API key, uses it, and revokes it', async ({ hostPage: page, host, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/account/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API and webhooks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  // by keyboard: the dialog opens on the name field
  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await expect(form.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await page.keyboard.type('Channel manager');
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secretBox = shown.getByRole('textbox', { name: 'Secret' });
  await expect(secretBox).toHaveValue(/^hpk_[a-z0-9]{10}_/);
  const secret = await secretBox.inputValue();
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();

  // shown once: the list names the key by its start only
  const row = page.getByRole('article', { name: 'Channel manager' });
  await expect(row).toContainText('never used');
  await expect(page.locator('body')).not.toContainText(secret);

  // a program calls the API with it
  const call = () =>
    fetch(new URL('/api/app/user/info', page.url()), { headers: { authorization: `Bearer ${secret}` } });
  const info = await call();
  expect(info.status).toBe(200);
  expect((await info.json()).email).toBe(host.email);
  const write = await fetch(new URL('/api/app/notifications/read-all', page.url()), {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(write.status).toBe(403);
  await page.reload();
  await expect(row).toContainText('last used');

  await row.getByRole('button', { name: 'Revoke the key Channel manager' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  expect((await call()).status).toBe(401);
  await expectNoAxeViolations(page);
});
