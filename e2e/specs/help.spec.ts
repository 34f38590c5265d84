import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * Issue 10, help: the dropdown of the page's area with its articles, one article read in the app,
 * and the contact form (topic, then details) ending in the success toast. Runs at 1280 and 390 px.
 */
test('the help dropdown leads to an article, and support is contacted from it', async ({
  hostPage: page,
}) => {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help' });
  // the calendar's own articles first
  const sync = help.getByRole('link', { name: /Syncing calendars with iCal/ });
  await expect(sync).toBeVisible();
  await expect(sync).toContainText(/\d+ min read/);
  const box = await help.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await sync.click();
  await expect(page).toHaveURL(/\/help\/calendar-sync-ical$/);
  await expect(page.getByRole('heading', { level: 1, name: /Syncing calendars with iCal/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View all articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings and requests' })).toBeVisible();

  // contact support: a topic first, then the details
  await page.getByRole('button', { name: 'Contact support' }).click();
  const modal = page.getByRole('dialog', { name: 'Contact support' });
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('Choose a topic.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'I would like a new feature' }).click();
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('Tell us the details.')).toBeVisible();
  await modal
    .getByRole('textbox', { name: 'Details' })
    .fill('A dark theme for evening work would be lovely.');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! We received your message')).toBeVisible();
  await expect(page.getByText(/Your reference: SR-[0-9A-Z]{6}/)).toBeVisible();
  await expect(modal).toBeHidden();
});
