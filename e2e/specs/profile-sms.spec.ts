import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * ADR 0045: the profile's switch for a text on each new inquiry and booking request needs the
 * mobile number; without one the switch shows why and the edits stay; with one it is saved.
 */
test('the text-me switch asks for the mobile number, then is saved', async ({ host, hostPage: page }) => {
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Text me when a guest asks or requests to book' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  const about = page.getByRole('textbox', { name: 'A few words about you' });
  await about.fill('Quiet flat near the harbour.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a mobile number for text messages first')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(about).toHaveValue('Quiet flat near the harbour.');
  await expectNoAxeViolations(page);
  expect(await host.api.call<{ sendInquirySms: boolean }>('GET', '/api/app/user/info')).toMatchObject({
    sendInquirySms: false,
  });

  await page.getByRole('textbox', { name: 'Mobile number for text messages' }).fill('+41 79 123 45 67');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByText('Enter a mobile number for text messages first')).toHaveCount(0);
  await page.reload();
  await expect(toggle).toBeChecked();
  expect(
    await host.api.call<{ sendInquirySms: boolean; phoneForSms: string }>('GET', '/api/app/user/info'),
  ).toMatchObject({
    sendInquirySms: true,
    phoneForSms: '+41 79 123 45 67',
    aboutHost: 'Quiet flat near the harbour.',
  });
});
