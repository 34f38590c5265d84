import type { Page } from '@playwright/test';
import { expectSignedIn } from '../fixtures/api-session';
import { expectNoAxeViolations } from '../fixtures/auth';
import { landscapeJpeg, notAnImage } from '../fixtures/images';
import { idScan, kycStatus, statementPdf, uploadOnStep } from '../fixtures/kyc';
import { expect, test } from '../fixtures/test';

async function progress(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Listing progress' });
  return Number(await bar.getAttribute('aria-valuenow'));
}

async function saveAndContinue(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Issue 11: a new individual host lists a first unit and, in the same flow, reads the commission
 * model, starts the identity verification, chooses the commercial model, uploads the identity
 * document, adds the payout account (with the password), uploads the bank statement (which submits
 * the verification) and gives the billing details; staff approve the unit and the documents, and
 * the verification banner is gone. Onboarding is finished by the publication: the onboarding-only
 * steps are gone from the next listing.
 */
test('a new host lists a single-unit property from the first step to published', async ({
  host,
  hostPage: page,
  staffPage,
}) => {
  test.setTimeout(200_000);

  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single-unit/ }).click();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Type of accommodation' })).toBeVisible();
  await page.getByRole('radio', { name: /Apartment/ }).click();
  await saveAndContinue(page);

  // location: offline gazetteer autocomplete
  await expect(page.getByRole('heading', { level: 1, name: 'Where is your property?' })).toBeVisible();
  const start = await progress(page);
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Innsb');
  await page.getByRole('option', { name: /Innsbruck/ }).click();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  expect(await progress(page)).toBeGreaterThan(start);
  await page.getByLabel('Street').fill('Maria-Theresien-Strasse');
  await page.getByLabel('House number or name').fill('18');
  await page.getByLabel('Postal code').fill('6020');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Position on the map' })).toBeVisible();
  await page.getByRole('button', { name: 'Use the city centre' }).click();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Guests and rooms' })).toBeVisible();
  await page.getByLabel('Maximum number of guests').fill('4');
  await page.getByLabel('Bedroom', { exact: true }).fill('1');
  await page.getByLabel('Bathroom', { exact: true }).fill('1');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Beds' })).toBeVisible();
  await page.getByRole('group', { name: 'Bedroom 1' }).getByLabel('Double bed').fill('1');
  await saveAndContinue(page);

  // photos: a file that is not an image is refused with its message; real photos upload
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
  const picker = page.locator('input[type=file]');
  await picker.setInputFiles([notAnImage()]);
  await expect(page.getByText(/holiday\.jpg/).first()).toBeVisible();
  await expect(page.getByText(/not an image|JPEG, PNG or WebP|cannot read/i).first()).toBeVisible();
  // publishing needs three photos (photosConstraints.minCount)
  await picker.setInputFiles([
    await landscapeJpeg('terrace.jpg'),
    await landscapeJpeg('garden.jpg'),
    await landscapeJpeg('kitchen.jpg'),
  ]);
  await expect(page.getByRole('img', { name: /terrace|photo/i }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /Continue|Save and continue/ })
    .last()
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Amenities' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Title and description' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Altstadt loft with mountain view');
  await page
    .getByLabel('Description')
    .fill('A bright loft in the old town, five minutes from the Golden Roof, with a view of the Nordkette.');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Price and availability' })).toBeVisible();
  await page.getByLabel(/Price per night/).fill('145');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Seasons' })).toBeVisible();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Listing verification' })).toBeVisible();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification status' })).toBeVisible();
  await page
    .getByRole('button', { name: /Continue/ })
    .last()
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('radio', { name: /Open for bookings/ }).check();
  await saveAndContinue(page);

  // the onboarding: the commission model, then the verification starts
  await expect(heading(page, 'How commission works')).toBeVisible();
  await expect(page.getByText('Next, we ask for:')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Your identity')).toBeVisible();
  await page.getByRole('button', { name: 'Start verification' }).click();

  await expect(heading(page, 'Choose how you want to work with us')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Commission/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await saveAndContinue(page);

  await expect(heading(page, 'Booking preference')).toBeVisible();
  await page.getByRole('radio', { name: /Booking on request/ }).check();
  await expect(page.getByText(/Requests you do not answer in time expire/)).toBeVisible();
  await page.getByRole('radio', { name: /Instant booking/ }).check();
  await page.getByRole('radio', { name: /Flexible/ }).check();
  await saveAndContinue(page);

  // identity document: Continue waits for it
  await expect(heading(page, 'Identity document')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await uploadOnStep(page, 'Passport', await idScan('passport.jpg'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // payout details: the bank account is confirmed with the password
  await expect(heading(page, 'Payout details')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('dialog', { name: 'New bank account' });
  await form.getByRole('textbox', { name: 'Account holder' }).fill(`${host.firstName} ${host.lastName}`);
  await form.getByRole('textbox', { name: 'IBAN' }).fill('AT61 1904 3002 3457 3201');
  await form.getByRole('textbox', { name: 'BIC (SWIFT)' }).fill('BKAUATWWXXX');
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  await confirm.getByLabel('Your password').fill(host.password);
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article', { name: 'Bank account ending in 3201' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // the bank statement completes the documents: the verification is submitted
  await expect(heading(page, 'Bank statement')).toBeVisible();
  await uploadOnStep(page, 'Bank statement', statementPdf('statement-october.pdf'));
  await page.getByRole('button', { name: 'Submit for review' }).click();

  // billing details: a wrong tax id is shown on its field and nothing is lost
  await expect(heading(page, 'Personal details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(host.firstName);
  await page.getByRole('textbox', { name: 'Country', exact: true }).fill('Austria');
  await page.getByRole('option', { name: 'Austria', exact: true }).click();
  await page.getByRole('textbox', { name: 'Street' }).fill('Maria-Theresien-Strasse');
  await page.getByRole('textbox', { name: 'House number or name' }).fill('18');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('6020');
  await page.getByRole('textbox', { name: 'City' }).fill('Innsbruck');
  await page.getByRole('textbox', { name: 'Country of the tax number' }).fill('Austria');
  await page.getByRole('option', { name: 'Austria', exact: true }).click();
  const taxId = page.getByRole('textbox', { name: 'Tax identification number' });
  await taxId.fill('12-AB');
  await page.getByRole('checkbox', { name: 'I have no VAT number' }).check();
  await expectNoAxeViolations(page);
  await saveAndContinue(page);
  await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('Maria-Theresien-Strasse');
  await taxId.fill('123456789');
  await saveAndContinue(page);

  await expect(heading(page, 'Publish')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your listing is submitted' })).toBeVisible();
  const unitUrl = await page.getByRole('link', { name: 'Go to the unit' }).getAttribute('href');
  await page.getByRole('link', { name: 'Go to the unit' }).click();
  await expect(page.getByText(/Under review/i).first()).toBeVisible();

  // staff approves it (in their own browser)
  await staffPage.goto('/staff/review');
  const card = staffPage.getByRole('article').filter({ hasText: 'Altstadt loft with mountain view' });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(staffPage.getByText('Altstadt loft with mountain view')).toHaveCount(0);

  // the host sees it published, with its public page
  await page.goto(unitUrl!);
  await expect(page.getByText(/^Published$/i).first()).toBeVisible();
  const unitId = unitUrl!.split('/').pop();
  await page.goto(`/stay/${unitId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Altstadt loft with mountain view' }),
  ).toBeVisible();
  await expect(page.getByText(/145/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // staff approve the documents; the host's banner is gone
  expect((await kycStatus(host.api)).tier).toBe('IN_PROGRESS');
  await staffPage.goto('/staff/verifications');
  const kycCase = staffPage.getByRole('article').filter({ hasText: host.email });
  await kycCase.getByRole('link', { name: `${host.firstName} ${host.lastName}` }).click();
  await staffPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staffPage.getByText(/The verification was approved/)).toBeVisible();
  await page.goto('/home');
  await expectSignedIn(page);
  await expect(page.getByRole('region', { name: 'Identity verification' })).toHaveCount(0);
  expect((await kycStatus(host.api)).tier).toBe('COMPLETED');

  // onboarding is finished: the next listing has no onboarding-only steps
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single-unit/ }).click();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(heading(page, 'Type of accommodation')).toBeVisible();
  // on a phone the step list opens from its toggle
  const toggle = page.getByRole('button', { name: /^Steps: / });
  if (await toggle.isVisible()) await toggle.click();
  const steps = page.getByRole('navigation', { name: 'Listing steps' });
  await expect(steps).toContainText('Booking preference');
  for (const onboardingStep of ['Commission model', 'Commercial model', 'Payout details', 'Personal details'])
    await expect(steps).not.toContainText(onboardingStep);
});
