import { expectNoAxeViolations } from '../fixtures/auth';
import { createProperty, uniqueTitle } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Issue 13, staff impersonation (ADR 41): staff find a host, give a reason and use the portal as
 * the host under the red STAFF IMPERSONATION bar, then leave; the host reads the access in the
 * account, with the reason and the calls made.
 */
const REASON = 'Support request about the calendar prices of the villa';

test('staff act as a host for a reason under the red bar, leave, and the host reads the access', async ({
  host,
  hostPage,
  staffPage: page,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Impersonated villa');
  await createProperty(host.api, { title });
  const name = `${host.firstName} ${host.lastName}`;

  await page.goto('/staff/hosts');
  await expect(page.getByRole('heading', { level: 1, name: 'Act as a host' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail, name or account id' }).fill(host.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText(host.email);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Act as ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Act as ${name}` });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Give a reason of at least 10 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Start' }).click();

  // the portal as the host sees it, under the bar
  await expect(page).toHaveURL(/\/properties$/);
  const bar = page.getByRole('region', { name: 'STAFF IMPERSONATION' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`You are acting as ${name}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await bar.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/staff\/hosts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Act as a host' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'STAFF IMPERSONATION' })).toHaveCount(0);

  // the host's account: who opened it, why, and what was called
  await hostPage.goto('/account/profile');
  const log = hostPage.getByRole('region', { name: 'Staff access' });
  const calls = log.getByRole('list', { name: 'Calls staff made on your account, newest first' });
  await expect(
    calls.getByRole('listitem').filter({ hasText: 'GET /api/app/properties' }).first(),
  ).toBeVisible();
  await expect(calls.getByRole('listitem').first()).toContainText(`Reason: ${REASON}`);
  await expectNoAxeViolations(hostPage);
});
