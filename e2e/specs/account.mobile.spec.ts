import { maskIban } from '../../packages/contracts/src/payout.ts';
import { expectNoAxeViolations } from '../fixtures/auth';
import { individualDetails } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/test';

/**
 * Issue 11, the account tabs on a phone (ADR 28, 29): the profile with its privacy section, the
 * billing details and the payout bank accounts, each saved, read back after a reload and axe clean.
 */

test('the profile keeps about, languages and an empty phone; the data export downloads', async ({
  host,
  hostPage: page,
}) => {
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expectNoAxeViolations(page);

  const about = page.getByRole('textbox', { name: 'A few words about you' });
  await about.fill('We run two flats by the sea and love hiking.');
  const languages = page.getByRole('textbox', { name: 'Languages you speak' });
  await languages.click();
  await languages.fill('Ital');
  await page.getByRole('option', { name: 'Italian' }).click();
  await page.keyboard.press('Escape');
  // a phone number without digits counts as empty (001 section 5)
  const phone = page.getByRole('textbox', { name: 'Phone for guests', exact: true });
  await phone.fill('n/a');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(phone).toHaveValue('');

  await page.reload();
  await expect(about).toHaveValue('We run two flats by the sea and love hiking.');
  await expect(page.getByRole('main').getByText('Italian', { exact: true })).toBeVisible();
  await expect(phone).toHaveValue('');
  const saved = await host.api.call<{ phoneForGuests: string | null; hostLanguages: string[] }>(
    'GET',
    '/api/app/user/info',
  );
  expect(saved).toMatchObject({ phoneForGuests: null, hostLanguages: ['it'] });

  const privacy = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download your data' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  // erasure asks for the password, can be cancelled within the grace period
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Your password').fill(host.password);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(privacy.getByText('Your account is going to be deleted')).toBeVisible();
  await privacy.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByText('Your account will not be deleted.')).toBeVisible();
  await expect(privacy.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});

test('billing details show an error on its field, and the fixed value is saved', async ({
  host,
  hostPage: page,
}) => {
  await host.api.call('POST', '/api/app/user/onboarding/saveIndividualDetails', {
    data: individualDetails(host),
  });
  await page.goto('/account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const taxId = page.getByRole('textbox', { name: 'Tax identification number' });
  await expect(taxId).toHaveValue('12 345 678 901');
  await expectNoAxeViolations(page);

  await taxId.fill('12-AB');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(taxId).toHaveAccessibleDescription(
    /This tax identification number does not have the form used in its country\./,
  );
  await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await taxId.fill('98 765 432 109');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await page.reload();
  await expect(taxId).toHaveValue('98 765 432 109');
  await expect(taxId).not.toHaveAttribute('aria-invalid', 'true');
});

const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';

test('a bank account is added after a bad IBAN, confirmed with the password, masked and default', async ({
  host,
  hostPage: page,
}) => {
  await page.goto('/account/payout');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible();
  await expect(page.getByText('You have not added a bank account yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add bank account' }).first().click();

  const form = page.getByRole('dialog', { name: 'New bank account' });
  await form.getByRole('textbox', { name: 'Account holder' }).fill(`${host.firstName} ${host.lastName}`);
  const iban = form.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await form.getByRole('textbox', { name: 'BIC (SWIFT)' }).fill('COBADEFFXXX');
  await form.getByRole('checkbox', { name: 'Pay me to this account (default account)' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(iban).toHaveAccessibleDescription(/This IBAN is not valid: check it for typing errors\./);
  await expectNoAxeViolations(page);
  await iban.fill(GOOD_IBAN);
  await form.getByRole('button', { name: 'Save' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  const password = confirm.getByLabel('Your password');
  await password.fill('not-my-password');
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(confirm.getByText('The password is not correct.')).toBeVisible();
  await expectNoAxeViolations(page);
  await password.fill(host.password);
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your payout details are saved.')).toBeVisible();

  await page.reload();
  const card = page.getByRole('article', { name: 'Bank account ending in 3000' });
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  const shown = card.getByLabel('IBAN ending in 3000');
  await expect(shown).toHaveText(maskIban(GOOD_IBAN));
  await expect(shown).not.toContainText('3704');
  await expect(card).toContainText('BIC COBADEFFXXX · EUR');
  await expectNoAxeViolations(page);
});
