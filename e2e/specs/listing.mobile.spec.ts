import { expectNoAxeViolations } from '../fixtures/auth';
import { createReadyUnit } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

test('on a phone the listing flow and the unit pages work and stay accessible', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { title } = await createReadyUnit(host.api, { state: 'PUBLISHED', staff });
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
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'Manage' }).click();
  // the unit page itself, not the property page's card that also says Published
  await expect(page).toHaveURL(/\/units\/[0-9a-f-]+$/);
  await expect(page.getByRole('navigation', { name: 'Unit pages' })).toBeVisible();
  await expect(page.getByText('Published').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Photos' }).click();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
