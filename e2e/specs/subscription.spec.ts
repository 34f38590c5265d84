import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * Issue 12: a subscription host pays a plan through the hosted checkout (the built-in test-mode
 * provider): a declined card is refused with its reason, the test card pays, the host comes back
 * to the payment details with the plan active and its credits, downloads the charge's invoice, and
 * cancels at the end of the term.
 */
test('a host subscribes through the hosted checkout with a test card, then cancels', async ({
  host,
  hostPage: page,
}) => {
  test.setTimeout(90_000);
  // the onboarding's model choice: subscription
  await host.api.call('PUT', '/api/app/user/billing-tag/subscription/save');
  await page.goto('/account/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  await expect(page.getByText(/You have no subscription yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  const plus = page.getByRole('article', { name: 'Plus' });
  await plus.getByRole('button', { name: 'Choose the Plus plan' }).click();

  // the provider's page
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
  await page.getByLabel('Name on the card').fill(`${host.firstName} ${host.lastName}`);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay €49.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay €49.00' }).click();

  // back in the portal: confirmed, active, with its credits and the card
  await expect(page).toHaveURL(/\/account\/payment$/);
  await expect(page.getByText('Your subscription is active')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Plus' })).toBeVisible();
  await expect(page.getByText('5 of 5 left')).toBeVisible();
  await expect(page.getByText('VISA ending in 4242, expires 12/2039')).toBeVisible();
  await expectNoAxeViolations(page);

  // the charge's invoice: listed, and downloaded as a PDF named by its number
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /^Download invoice INV-\d{4}-\d+ as PDF$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription' });
  await dialog.getByLabel(/Why are you cancelling/).fill('Testing the cancellation');
  await dialog.getByRole('button', { name: 'Cancel at the end of the term' }).click();
  await expect(page.getByText('Cancellation scheduled')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Cancellation scheduled')).toBeVisible();
  await expect(page.getByText(/Ends on/)).toBeVisible();
});
