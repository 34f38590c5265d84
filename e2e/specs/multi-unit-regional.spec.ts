import type { Page } from '@playwright/test';
import { landscapeJpeg } from '../fixtures/images';
import { completeOnboardingByApi, continueUntil } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function saveAndContinue(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Saves the step `name` and waits until the flow has left it (so no later reading sees it). */
async function saveAndLeave(page: Page, name: string) {
  await saveAndContinue(page);
  await expect(heading(page, name)).toBeHidden({ timeout: 15_000 });
}

test('a multi-unit property in Portugal asks for the registration number and gets published', async ({
  host,
  hostPage: page,
}) => {
  test.setTimeout(180_000);
  // the onboarding's own steps are listing-flow.spec's subject: here they are done beforehand
  await completeOnboardingByApi(host.api, host);
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Multi-unit/ }).click();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  // the regional configuration was first loaded with no country; Portugal must bring its step in
  await expect(heading(page, 'Where is your property?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Lisb');
  await page.getByRole('option', { name: 'Lisbon, Portugal', exact: true }).click();
  await saveAndContinue(page);
  await expect(heading(page, 'Address')).toBeVisible();
  await page.getByLabel('Street').fill('Rua Augusta');
  await page.getByLabel('House number or name').fill('24');
  await page.getByLabel('Postal code').fill('1100-053');
  await saveAndContinue(page);
  await expect(heading(page, 'Position on the map')).toBeVisible();
  await page.getByRole('button', { name: 'Use the city centre' }).click();
  await saveAndContinue(page);
  await expect(heading(page, 'Name your property')).toBeVisible();
  await page.getByLabel('Property name').fill('Baixa Apartments');
  await saveAndContinue(page);
  await expect(heading(page, 'Now the first unit')).toBeVisible();
  await page.getByRole('button', { name: /^Continue$|Save and continue/ }).click();

  await expect(heading(page, 'Type of accommodation')).toBeVisible();
  await page.getByRole('radio', { name: /Apartment/ }).click();
  await saveAndContinue(page);
  await expect(heading(page, 'Guests and rooms')).toBeVisible();
  await page.getByLabel('Maximum number of guests').fill('3');
  await page.getByLabel('Bedroom', { exact: true }).fill('1');
  await page.getByLabel('Bathroom', { exact: true }).fill('1');
  await saveAndContinue(page);
  await expect(heading(page, 'Beds')).toBeVisible();
  await page.getByRole('group', { name: 'Bedroom 1' }).getByLabel('Double bed').fill('1');
  await saveAndContinue(page);

  await expect(heading(page, 'Photos')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([
      await landscapeJpeg('azulejos.jpg'),
      await landscapeJpeg('tram.jpg'),
      await landscapeJpeg('river.jpg'),
    ]);
  await expect(page.getByRole('img', { name: /azulejos|photo/i }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Photo 3 of 3' })).toBeVisible({ timeout: 30_000 });
  // thumbnails keep the 3:2 tile, not the photo's intrinsic height
  const box = await page.getByRole('img', { name: 'Photo 1 of 3' }).boundingBox();
  expect(box!.height).toBeLessThan(box!.width);
  await page
    .getByRole('button', { name: /Continue|Save and continue/ })
    .last()
    .click();

  await expect(heading(page, 'Amenities')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await saveAndContinue(page);
  await expect(heading(page, 'Title and description')).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Azulejo flat by the Arco');
  await page
    .getByLabel('Description')
    .fill(
      'A tiled flat on Rua Augusta, two minutes from the river and the yellow trams, with a quiet bedroom.',
    );
  await saveAndContinue(page);
  await expect(heading(page, 'Price and availability')).toBeVisible();
  await page.getByLabel(/Price per night/).pressSequentially('89,50');
  await saveAndContinue(page);
  await expect(heading(page, 'Promotions')).toBeVisible();
  await saveAndContinue(page);
  await expect(heading(page, 'Seasons')).toBeVisible();
  await saveAndContinue(page);
  await expect(heading(page, 'Calendar')).toBeVisible();
  await page.getByRole('radio', { name: /Open for bookings/ }).check();
  await saveAndLeave(page, 'Calendar');

  await continueUntil(page, 'Booking preference');
  await page.getByRole('radio', { name: /Instant booking/ }).check();
  await page.getByRole('radio', { name: /Flexible/ }).check();
  await saveAndLeave(page, 'Booking preference');

  // the step the country asks for is in the flow and in the step list
  await continueUntil(page, 'Local regulations');
  const field = page.getByRole('textbox', { name: /Alojamento Local registration number/ });
  await field.fill('12345');
  await saveAndContinue(page);
  await expect(page.getByText(/does not look right/)).toBeVisible();
  await field.fill('12345/AL');
  await saveAndLeave(page, 'Local regulations');

  await continueUntil(page, 'Publish');
  // the decimal price typed with a comma arrived whole
  await expect(page.getByText('€89.50')).toBeVisible();
  // the regional step stays reachable from the step list once passed
  await expect(page.getByRole('link', { name: /Local regulations/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(heading(page, 'Your listing is submitted')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the unit' }).click();
  await expect(page.getByText(/Under review/i).first()).toBeVisible();
});
