import type { Page } from '@playwright/test';
import { createProperty, createReadyUnit, uniqueTitle } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

async function openUnit(page: Page, property: string, title: string) {
  await page.goto('/properties');
  await page.getByRole('link', { name: property }).click();
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'Manage' }).click();
  await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
}

test('a published unit: unpublishing asks first, unsaved text is not lost, new text goes to review', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  // a multi-unit property with two live units
  const property = uniqueTitle('Residence Les Oliviers');
  const first = await createProperty(host.api, { type: 'multi', title: property });
  const [studio, apartment] = ['Studio Lavande', 'Apartment Romarin'];
  await createReadyUnit(host.api, { state: 'PUBLISHED', title: studio, in: first, staff });
  await createReadyUnit(host.api, {
    state: 'PUBLISHED',
    title: apartment,
    in: { propertyId: first.propertyId },
    staff,
  });

  // unpublish: a confirmation first, cancel keeps the unit live
  await openUnit(page, property, studio);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unpublish this unit?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Published$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(/^Unpublished$/).first()).toBeVisible();

  // the about page of a live unit says new text is reviewed; leaving with unsaved text asks first
  await openUnit(page, property, apartment);
  await page.getByRole('navigation', { name: 'Unit pages' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByText('Changing the title or description sends the unit to review')).toBeVisible();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('Apartment Romarin with a new name');
  await page.getByRole('navigation', { name: 'Unit pages' }).getByRole('link', { name: 'Photos' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(title).toHaveValue('Apartment Romarin with a new name');
  await expect(page).toHaveURL(/\/about$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Under review$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
});
