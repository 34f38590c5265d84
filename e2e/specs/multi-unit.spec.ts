import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

async function progress(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Listing progress' });
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Saves the step and checks that the progress went up and the next step opened. */
async function next(page: Page, heading: string, before: number) {
  await page.getByRole('button', { name: /Save and continue|^Continue$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const after = await progress(page);
  expect(after).toBeGreaterThan(before);
  return after;
}

test('a multi-unit property gets its property steps once, then two units', async ({ hostPage: page }) => {
  test.setTimeout(120_000);
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Multi-unit/ }).click();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Where is your property?' })).toBeVisible();
  let p = await progress(page);
  expect(p).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Salzb');
  await page.getByRole('option', { name: 'Salzburg, Austria', exact: true }).click();
  p = await next(page, 'Address', p);
  await page.getByLabel('Street').fill('Getreidegasse');
  await page.getByLabel('House number or name').fill('9');
  await page.getByLabel('Postal code').fill('5020');
  p = await next(page, 'Position on the map', p);
  await page.getByRole('button', { name: 'Use the city centre' }).click();
  p = await next(page, 'Name your property', p);
  await page.getByLabel('Property name').fill('Haus Mozart Apartments');
  p = await next(page, 'Now the first unit', p);
  p = await next(page, 'Type of accommodation', p);
  await page.getByRole('radio', { name: /Studio/ }).click();
  p = await next(page, 'Guests and rooms', p);
  await expectNoAxeViolations(page);

  // the continue link of the property page resumes where the host stopped
  const propertyUrl = (await page.url()).replace(/\/listing\/multi-unit\/([^/]+)\/.*/, '/properties/$1');
  await page.goto(propertyUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Haus Mozart Apartments' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue listing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests and rooms' })).toBeVisible();
  expect(await progress(page)).toBe(p);

  // a second unit skips the property steps the property already has
  await page.goto(propertyUrl);
  await page.getByRole('button', { name: 'Add unit' }).click();
  await expect(page).toHaveURL(/\/listing\/multi-unit\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Where is your property?');
  await page.goto(propertyUrl);
  await expect(page.getByText('2 units').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
