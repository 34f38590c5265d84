import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { createReadyUnit, uniqueTitle } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

test('staff reach the review queue from the navigation and preview a unit as guests will see it', async ({
  host,
  hostPage,
  staffPage: page,
}) => {
  const { title } = await createReadyUnit(host.api, {
    state: 'UNDER_REVIEW',
    title: uniqueTitle('Apartment Thym'),
  });
  // the top navigation on desktop, the bottom bar on a phone (the hidden one has no role)
  const nav = (p: Page) => p.getByRole('navigation', { name: /^Main/ });
  await nav(page).getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Units to review' })).toBeVisible();
  await expectNoAxeViolations(page);
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Preview as guests will see it' }).click();
  const dialog = page.getByRole('dialog', { name: /^Preview: / });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Public page of"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(frame.getByText('Preview for review')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Official registration' })).toBeVisible();
  await expect(frame.locator('.gallery img').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // hosts have no review entry
  await expect(nav(hostPage).getByRole('link', { name: 'Properties' })).toBeVisible();
  await expect(hostPage.getByRole('link', { name: 'Review' })).toHaveCount(0);
});

test('staff rejects a unit, the host sees "action needed", fixes it and sends it again', async ({
  host,
  hostPage: page,
  staffPage,
}) => {
  test.setTimeout(120_000);
  const { title } = await createReadyUnit(host.api, {
    state: 'UNDER_REVIEW',
    title: uniqueTitle('Apartment Thym'),
  });
  await staffPage.goto('/staff/review');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Units to review' })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  const card = staffPage.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Reject “${title}”` });
  await dialog.getByRole('checkbox', { name: 'Title' }).check();
  await dialog.getByLabel('Message to the host').fill('Please give the flat a more descriptive title.');
  await expectNoAxeViolations(staffPage);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staffPage.getByText(`“${title}” was sent back to the host.`, { exact: true })).toBeVisible();

  await page.goto('/properties');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByText('Action needed').first()).toBeVisible();
  await expect(page.getByText('Please give the flat a more descriptive title.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fix Title' }).click();
  const field = page.getByRole('textbox', { name: /^Title/ });
  await expect(field).toBeFocused();
  await field.fill(`${title} – two bedrooms with a pool view`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Overview' }).click();
  // the title is no longer to fix; the unit stays rejected until it is sent again
  await expect(page.getByRole('link', { name: 'Fix Title' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();
  await expect(page.getByText('Action needed')).toHaveCount(0);
});
