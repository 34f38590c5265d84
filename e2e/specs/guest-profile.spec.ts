import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestAsks, guestRequests, newGuest } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Issue 10, the ideal guest (ADR 0022): the host answers the 7-step questionnaire from the
 * overview by keyboard alone, the card sums up the answers, and requests and inquiries show how
 * well they match, with the why; the requests sort by best match. Desktop only (the modal's size
 * is the desktop one).
 */

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A stay of `nights` whose check-in falls on ISO `weekday` (1 Monday … 7 Sunday) within the week
 * from `fromDays` days after today (UTC). Stays of 7 nights or more keep to FULL_UNIT's rules in
 * every season (its summer asks 7 nights minimum), so the booking time class is exactly as chosen.
 */
function stayOn(weekday: number, fromDays: number, nights: number) {
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  for (let d = fromDays; d < fromDays + 7; d++) {
    const start = today + d * DAY_MS;
    if ((new Date(start).getUTCDay() || 7) === weekday) {
      return { checkIn: isoDay(start), checkOut: isoDay(start + nights * DAY_MS) };
    }
  }
  throw new Error('no such weekday in a week');
}

/** Presses `key` until `target` has the focus (the keyboard user's way to a control). */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const card = (page: Page) => page.getByRole('region', { name: 'Your ideal guest' });
const row = (page: Page, guest: string) => page.getByRole('listitem').filter({ hasText: guest });

/** A multiple-choice step as it opens: its progress, its first option focused, Confirm disabled. */
async function expectStepOpened(dialog: Locator, progress: string, first: string) {
  await expect(dialog.getByText(progress)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: first, exact: true })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
}

async function confirmStep(page: Page, dialog: Locator) {
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await pressUntilFocused(page, confirm);
  await page.keyboard.press('Enter');
}

test('the ideal guest by keyboard: the card sums it up, requests show their match and sort by it', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(120_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  // B asks first (so it expires first and leads the default order) and fits only the group:
  // booked 70+ days ahead, 14 nights, from a Tuesday, two guests, in French → 1 of 5: Nice match
  const bruno = newGuest('Bruno Weekday');
  await guestRequests(host.api, unitId, {
    ...stayOn(2, 70, 14),
    guests: 2,
    guest: { ...bruno, language: 'fr' },
  });
  // A: 20–26 days ahead (on schedule), 7 nights (medium), from a Saturday, 3 guests (a family),
  // in Swiss German → all but the group: 4 of 5, Great match
  const alma = newGuest('Alma Saturday');
  const stayA = stayOn(6, 20, 7);
  const requestA = await guestRequests(host.api, unitId, {
    ...stayA,
    guests: 3,
    guest: { ...alma, language: 'de-CH' },
  });
  // an inquiry that fits every answer: Best match
  const ines = newGuest('Ines Inquiry');
  await guestAsks(host.api, unitId, {
    ...stayA,
    guests: 2,
    guest: { ...ines, language: 'en' },
    message: 'Is the terrace shaded in the afternoon?',
  });

  await page.reload();
  await expect(card(page).getByText('Answer five short questions')).toBeVisible();
  const describe = card(page).getByRole('button', { name: 'Describe your ideal guest' });
  await pressUntilFocused(page, describe);
  await page.keyboard.press('Enter');

  // 1: the introduction, in the 688 × 569 dialog of a desktop
  const dialog = page.getByRole('dialog', { name: 'Your ideal guest' });
  await expect(dialog.getByRole('heading', { name: 'Describe your ideal guest' })).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(688);
  expect(box?.height).toBe(569);
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Let’s start' }));
  await page.keyboard.press('Enter');

  // 2: booking time; Confirm waits for a choice, and a choice taken back closes it again
  await expectStepOpened(dialog, 'Question 1 of 5', 'Early bookers');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Early bookers' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'On schedule' })).toBeFocused();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page);
  await confirmStep(page, dialog);

  // 3: length of stay, two of them
  await expectStepOpened(dialog, 'Question 2 of 5', 'Short stays');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Medium stays' })).toBeChecked();
  await confirmStep(page, dialog);

  // 4: start of stay; Shift+Tab goes back to the option before
  await expectStepOpened(dialog, 'Question 3 of 5', 'Weekdays');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Weekdays' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Weekdays' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Weekends' })).toBeChecked();
  await confirmStep(page, dialog);

  // 5: group
  await expectStepOpened(dialog, 'Question 4 of 5', 'Solo travellers');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Couples' })).toBeChecked();
  await confirmStep(page, dialog);

  // 6: language, a single choice: the arrows move the one choice between the two radios
  await expect(dialog.getByText('Question 5 of 5')).toBeVisible();
  const speak = dialog.getByRole('radio', { name: 'A language I speak' });
  const any = dialog.getByRole('radio', { name: 'No preference' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await expect(speak).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await expect(any).toBeChecked();
  await expect(speak).not.toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(speak).toBeChecked();
  await expect(any).not.toBeChecked();
  // the host's own language (the interface's) comes first; German is added by typing
  const languages = dialog.getByRole('textbox', { name: 'Languages you speak with guests' });
  await expect(dialog.getByText('English', { exact: true })).toBeVisible();
  await pressUntilFocused(page, languages);
  await page.keyboard.type('Germ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('German', { exact: true })).toBeVisible();
  // Escape closes the list of languages, not the questionnaire
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmStep(page, dialog);

  // 7: all set; Done closes the dialog, nothing to discard any more
  await expect(dialog.getByRole('heading', { name: 'All set!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  for (const answer of [
    'Booking time: On schedule',
    'Length of stay: Short stays and Medium stays',
    'Start of stay: Weekends',
    'Group: Couples',
    'Language: English and German',
  ]) {
    await expect(card(page)).toContainText(answer);
  }
  await expect(card(page).getByRole('button', { name: 'Edit your answers' })).toBeVisible();

  // the requests: each with its level and why; soonest to expire first, then best match first
  await page.goto('/bookings/requests');
  await expect(row(page, alma.name)).toContainText('Great match');
  await expect(row(page, alma.name)).toContainText(
    'Fits: booking time, length of stay, start of stay, and language · Misses: group',
  );
  await expect(row(page, bruno.name)).toContainText('Nice match');
  await expect(row(page, bruno.name)).toContainText(
    'Fits: group · Misses: booking time, length of stay, start of stay, and language',
  );
  const both = page.getByRole('listitem').filter({ hasText: new RegExp(`${alma.name}|${bruno.name}`) });
  await expect(both.first()).toContainText(bruno.name);
  await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
  await expect(page).toHaveURL(/[?&]sort=match/);
  await expect(both.first()).toContainText(alma.name);
  await expect(both.nth(1)).toContainText(bruno.name);
  await expectNoAxeViolations(page);

  await row(page, alma.name).getByRole('link', { name: alma.name }).click();
  await expect(page).toHaveURL(`/booking-request-details/${requestA.id}`);
  const match = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Match with your ideal guest' }) });
  await expect(match.getByText('Great match')).toBeVisible();
  const reasons = match.getByRole('listitem');
  await expect(reasons).toHaveText([
    'Booking time: On schedule (fits your preference)',
    'Length of stay: Medium stays (fits your preference)',
    'Start of stay: Weekends (fits your preference)',
    'Group: Families (not your preference)',
    'Language: German (fits your preference)',
  ]);
  await expectNoAxeViolations(page);

  // inquiries carry the match too
  await page.goto('/inquiries');
  await expect(row(page, ines.name)).toContainText('Best match');
  await expect(row(page, ines.name)).toContainText(
    'Fits: booking time, length of stay, start of stay, group, and language',
  );
});

test('Discard on a step closes the questionnaire and keeps only the confirmed steps', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  await guestRequests(host.api, unitId, { ...stayOn(3, 30, 7), guest: newGuest('Dora Discard') });
  await page.reload();

  await card(page).getByRole('button', { name: 'Describe your ideal guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your ideal guest' });
  await dialog.getByRole('button', { name: 'Let’s start' }).click();
  await dialog.getByRole('checkbox', { name: 'Last minute' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Question 2 of 5')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Long stays' }).check();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // the confirmed step was saved, the discarded one was not
  await expect(card(page)).toContainText('Booking time: Last minute');
  await expect(card(page)).not.toContainText('Length of stay');
  await expect(card(page).getByText('1 of 5 questions answered')).toBeVisible();
  const saved = await host.api.call<{ bookingTimes: string[] | null; stayDurations: string[] | null }>(
    'GET',
    '/api/app/user/guest-preferences',
  );
  expect(saved).toMatchObject({ bookingTimes: ['lastMinute'], stayDurations: null });

  // it opens again at the start, with the saved answer chosen
  await card(page).getByRole('button', { name: 'Describe your ideal guest' }).click();
  await expect(dialog.getByRole('heading', { name: 'Describe your ideal guest' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Let’s start' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Last minute' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
