import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestBooks, newGuest, stayDates } from '../fixtures/factories';
import { guestReviewLink } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { moveClock, runSweep } from '../fixtures/test-clock';
import { BASE_URL } from '../playwright.config';

const DAY_MS = 86_400_000;
const REVIEW = 'Bright rooms, a quiet street and <b>fresh</b> bread at the corner bakery.';
const REPLY = 'Thank you for staying with us, come back in spring!';

/** Days from today (UTC) until the day after `checkOut`: the day review collection opens. */
function daysUntilReviews(checkOut: string) {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - today) / DAY_MS) + 1;
}

// the server's clock is one for every spec: put it back whatever happens
test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});

/**
 * Issue 10 end to end: a stay completes (the server's clock moved past check-out and the sweep job
 * run), the guest follows the "how was your stay" e-mail into the guest chat and reviews the stay
 * by keyboard; the host sees the new mark, replies on the unit's reviews page, the mark clears, and
 * the public page shows the review (escaped) with the host's reply.
 */
test('a guest reviews a stay through the e-mailed link; the host replies and the public page shows both', async ({
  browser,
  host,
  hostPage,
  staff,
  request,
}) => {
  test.setTimeout(120_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  const guest = newGuest('Rhea Review');
  const { checkIn, checkOut } = stayDates(2, 2);
  await guestBooks(host.api, unitId, { checkIn, checkOut, guest });

  // the stay is over: the job completes it and opens review collection, which e-mails the guest
  await moveClock(request, daysUntilReviews(checkOut));
  const counts = await runSweep(request);
  expect(counts.bookingReviewsOpened).toBeGreaterThanOrEqual(1);

  // 1. the guest follows the link: the chat opens on the stay with the review form
  const guestContext = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(await guestReviewLink(guest.email));
  const form = guestPage.getByRole('dialog', { name: 'Review your stay' });
  await expect(form).toBeVisible();
  // the cookie banner stays above every dialog until it is answered, as a guest does first
  await guestPage.getByRole('button', { name: 'Necessary only' }).click();
  await expectNoAxeViolations(guestPage);

  // sending nothing names what is missing and sends nothing
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.').first()).toBeVisible();

  // each star group by keyboard: focus its first star, arrow to the wanted one, space to choose
  const rate = async (group: string, stars: number) => {
    const radios = form.getByRole('group', { name: group });
    await radios.getByRole('radio', { name: '1 star', exact: true }).focus();
    await guestPage.keyboard.press('Space');
    for (let i = 1; i < stars; i++) await guestPage.keyboard.press('ArrowRight');
    await expect(radios.getByRole('radio', { name: `${stars} stars` })).toBeChecked();
  };
  await rate('Overall rating', 4);
  for (const category of ['Cleanliness', 'Accuracy', 'Communication', 'Location', 'Check-in'])
    await rate(category, 5);
  await rate('Value for money', 3);
  await form.getByLabel('Tell other guests about your stay').fill(REVIEW);
  await form.getByRole('button', { name: 'Send review' }).click();
  // the dialog now shows the review as sent, read-only
  const sent = guestPage.getByRole('dialog', { name: 'Your review' });
  await expect(sent.getByText('Thank you for your review!')).toBeVisible();
  await expect(sent.getByText(REVIEW)).toBeVisible();
  await guestContext.close();

  // 2. the host: the bell and the reviews list carry the new mark
  await hostPage.goto('/insights/reviews');
  const card = hostPage.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByText('1 review waiting for your reply')).toBeVisible();
  await expectNoAxeViolations(hostPage);
  await card.getByRole('link', { name: title }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/insights/reviews/${unitId}$`));
  await expect(hostPage.getByText(REVIEW)).toBeVisible();
  await expect(hostPage.getByText('1 review', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(hostPage);

  // 3. the reply, inline; it appears in place
  await hostPage.getByRole('button', { name: 'Reply' }).click();
  await hostPage.getByLabel(`Your public reply to ${guest.name}`).fill(REPLY);
  await hostPage.getByRole('button', { name: 'Publish reply' }).click();
  await expect(hostPage.getByText(REPLY)).toBeVisible();
  await expect(hostPage.getByRole('button', { name: 'Edit reply' })).toBeVisible();

  // 4. the mark is gone once the host has seen the unit's reviews, and nothing waits for a reply
  await hostPage.getByRole('link', { name: 'All units' }).click();
  const seen = hostPage.getByRole('article').filter({ hasText: title });
  await expect(seen).toBeVisible();
  await expect(seen.getByText('New', { exact: true })).toHaveCount(0);
  await expect(seen.getByText(/waiting for your reply/)).toHaveCount(0);

  // 5. the public page: the rating, the review (its markup shown as text) and the host's reply
  const publicContext = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  const publicPage = await publicContext.newPage();
  await publicPage.goto(`/stay/${unitId}`);
  const reviews = publicPage.locator('#reviews');
  await expect(reviews.getByText(REVIEW)).toBeVisible();
  await expect(reviews.locator('b')).toHaveCount(0);
  await expect(reviews.getByText(REPLY)).toBeVisible();
  await expect(reviews.getByText('Response from the host')).toBeVisible();
  await expect(reviews.getByText('4.0 out of 5').or(reviews.getByText('4 out of 5')).first()).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await publicContext.close();
});
