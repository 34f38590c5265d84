import { expectNoAxeViolations, newHost } from '../fixtures/auth';
import { createReadyUnit } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Issue 13, the rest of the shell (ADR 0044): a staff member switches a settings flag at
 * /feature-toggle/{id} and the host's app follows it; a host shares the invite link and sees who
 * registered through it.
 */

test('staff switch campaign links on and off at /feature-toggle and the host’s app follows', async ({
  host,
  hostPage,
  staffPage,
}) => {
  test.setTimeout(60_000);
  const { propertyId, unitId } = await createReadyUnit(host.api, { state: 'IN_PROGRESS' });

  await staffPage.goto('/feature-toggle/campaignRedirect');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Feature toggles' })).toBeVisible();
  const flag = staffPage.getByRole('switch', { name: 'On for everyone' });
  // hosts never see the page: the not-found page instead
  await hostPage.goto('/feature-toggle/campaignRedirect');
  await expect(hostPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(hostPage.getByRole('switch')).toHaveCount(0);

  try {
    if (!(await flag.isChecked())) await flag.click();
    await expect(flag).toBeChecked();
    await expect(staffPage.getByRole('cell', { name: 'staff@host-portal.test' }).first()).toBeVisible();
    await expectNoAxeViolations(staffPage);

    await hostPage.goto('/redirect/campaign?id=photos');
    await hostPage.waitForURL(`**/properties/${propertyId}/units/${unitId}/photos`);
  } finally {
    await staffPage.reload();
    if (await flag.isChecked()) await flag.click();
    await expect(flag).not.toBeChecked();
  }
  await hostPage.goto('/redirect/campaign?id=photos');
  await hostPage.waitForURL(/\/home$/);
});

test('a host copies the invite link; a host who registers through it shows in the list', async ({
  hostPage,
  browser,
}) => {
  test.setTimeout(60_000);
  await hostPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await hostPage.goto('/referral');
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Invite hosts' })).toBeVisible();
  await expect(hostPage.getByText('No one has signed up through your link yet')).toBeVisible();
  const link = await hostPage.getByLabel('Your invite link').inputValue();
  expect(link).toMatch(/\/register\?ref=[a-z0-9]{10}$/);
  await hostPage.getByRole('button', { name: 'Copy link' }).click();
  await expect(hostPage.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await hostPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(hostPage);

  // someone opens the link in their own browser and registers
  const friend = newHost({ firstName: 'Nina', lastName: 'Neumann' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your host account' })).toBeVisible();
  await page.getByLabel('a private individual').check();
  await page.getByLabel('First name').fill(friend.firstName);
  await page.getByLabel('Last name').fill(friend.lastName);
  await page.getByLabel('E-mail address').fill(friend.email);
  await page.getByLabel('Password', { exact: true }).fill(friend.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/home$/);
  await context.close();

  await hostPage.reload();
  const row = hostPage.getByRole('row').filter({ hasText: 'Nina N.' });
  await expect(row).toContainText('Signed up');
  await expect(hostPage.getByTestId('referral-count-signedUp')).toHaveText('1');
  await expect(hostPage.getByText('Neumann')).toHaveCount(0);
});
