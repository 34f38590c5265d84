import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, DEMO, expectNoAxeViolations, login, logout } from '../fixtures/auth';

const STAFF = { email: 'staff@host-portal.test', password: 'StaffDemo2026' };

test('staff reach the review queue from the navigation and preview a unit as guests will see it', async ({
  page,
}) => {
  await login(page, STAFF.email, STAFF.password);
  await acceptNecessaryCookies(page);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Review' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Units to review' })).toBeVisible();
  await expectNoAxeViolations(page);
  // the demo host's "Apartment Thym" waits for review (this test runs before the reject test)
  const card = page.getByRole('article').filter({ hasText: 'Apartment Thym' });
  await card.getByRole('button', { name: 'Preview as guests will see it' }).click();
  const dialog = page.getByRole('dialog', { name: /^Preview: / });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Public page of"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Apartment Thym/);
  await expect(frame.getByText('Preview for review')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Official registration' })).toBeVisible();
  await expect(frame.locator('.gallery img').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await logout(page);

  // hosts have no review entry
  await login(page, DEMO.email, DEMO.password);
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Properties' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review' })).toHaveCount(0);
});

test('staff rejects a unit, the host sees "action needed", fixes it and sends it again', async ({ page }) => {
  test.setTimeout(120_000);
  // the demo host's "Apartment Thym" waits for review
  await login(page, STAFF.email, STAFF.password);
  await acceptNecessaryCookies(page);
  await page.goto('/staff/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Units to review' })).toBeVisible();
  await expectNoAxeViolations(page);
  const card = page.getByRole('article').filter({ hasText: 'Apartment Thym' });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject “Apartment Thym/ });
  await dialog.getByRole('checkbox', { name: 'Title' }).check();
  await dialog.getByLabel('Message to the host').fill('Please give the flat a more descriptive title.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/^“Apartment Thym.*” was sent back to the host.$/)).toBeVisible();
  await logout(page);

  await login(page, DEMO.email, DEMO.password);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Residence Les Oliviers' }).click();
  await page
    .getByRole('article')
    .filter({ hasText: 'Apartment Thym' })
    .getByRole('link', { name: 'Manage' })
    .click();
  await expect(page.getByText('Action needed').first()).toBeVisible();
  await expect(page.getByText('Please give the flat a more descriptive title.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fix Title' }).click();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toBeFocused();
  await title.fill(`Apartment Thym – two bedrooms with a pool view (${test.info().project.name})`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Overview' }).click();
  // the title is no longer to fix; the unit stays rejected until it is sent again
  await expect(page.getByRole('link', { name: 'Fix Title' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();
  await expect(page.getByText('Action needed')).toHaveCount(0);
});
