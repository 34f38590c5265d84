import { expectNoAxeViolations } from '../fixtures/auth';
import { createProperty } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

test('a host creates, finds, edits and deletes a property', async ({ hostPage: page }) => {
  await page.goto('/properties');
  await expect(page.getByText('No properties yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a property' });
  await dialog.getByLabel(/Multi-unit/).check();
  await dialog.getByLabel('Title').fill('Residence Mimosa');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create property' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Residence Mimosa' })).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);

  const form = page
    .getByRole('form', { name: 'Title and description' })
    .or(page.locator('form').filter({ hasText: 'Title and description' }));
  await form.getByLabel('Title').fill('Residence Mimosa & Spa');
  await form.getByLabel('Description').fill('Eight flats in a garden of mimosas, 300 m from the beach.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Residence Mimosa & Spa' })).toBeVisible();

  // a server-side validation error lands on its field
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/required|at least 1/i)).toBeVisible();

  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add property' }).first().click();
  await page
    .getByRole('dialog')
    .getByLabel(/Single-unit/)
    .check();
  await page.getByRole('dialog').getByLabel('Title').fill('Chalet Lärche');
  await page.getByRole('dialog').getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chalet Lärche' })).toBeVisible();

  await page.goto('/properties');
  await expect(page.getByText('2 properties')).toBeVisible();
  await page.getByLabel('Search properties').fill('  mimosa ');
  await expect(page.getByRole('link', { name: 'Residence Mimosa & Spa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chalet Lärche' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Residence Mimosa & Spa' }).click();
  await page.getByRole('button', { name: 'Delete property' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByText('1 property')).toBeVisible();
});

test("another host's property is refused with the not-found page", async ({ otherHost, hostPage: page }) => {
  const { propertyId } = await createProperty(otherHost.api, { title: 'Private villa' });
  const url = `/properties/${propertyId}`;
  // the owner sees it
  const own = await otherHost.api.call<{ title: string }>('GET', `/api/app${url}`);
  expect(own.title).toBe('Private villa');

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Private villa')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your properties' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown page shows the 404 page', async ({ demoPage: page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Host Portal');
  await expectNoAxeViolations(page);
  // each button leads to a page that works
  await page.getByRole('link', { name: 'Go to your properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List another property' })).toBeVisible();
});
