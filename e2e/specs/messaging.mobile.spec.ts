import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestRequests, newGuest, stayDates } from '../fixtures/factories';
import { guestLoginLink } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * messaging.spec.ts at 390 px, host and guest both on phones: the inbox is a list and a
 * conversation with a back button; the guest's chat is one column. The request comes through the
 * public API here (the form has its own specs).
 */
test('on phones the host answers a guest from the inbox list and goes back; the guest chats', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(120_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const guest = newGuest('Lea Phone');
  await guestRequests(host.api, unitId, { ...stayDates(35, 4), guest, message: 'Do you have a crib?' });
  await host.api.call('POST', '/api/app/messaging/saved-replies', {
    data: { title: 'Crib', language: 'en', body: 'Hi {{guestFirstName}}, yes: a crib is ready for you.' },
    expected: 201,
  });

  // the host's inbox on a phone is the list alone: no conversation is chosen for them
  await hostPage.goto('/messages');
  await expect(hostPage).toHaveURL(/\/messages\/all$/);
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = hostPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: guest.name });
  await expect(row).toContainText('Do you have a crib?');
  await expect(row.getByText('1 unread message')).toBeAttached();
  await expect(hostPage.getByRole('log')).toHaveCount(0);
  await expectNoAxeViolations(hostPage);

  // the guest follows the e-mailed link on their phone and writes
  const guestContext = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(await guestLoginLink(guest.email));
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Your stays' })).toBeVisible();
  await expect(guestPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const guestLog = guestPage.getByRole('log');
  await expect(guestLog).toContainText('Do you have a crib?');
  const guestComposer = guestPage.getByRole('textbox', { name: 'Message' });
  await guestComposer.scrollIntoViewIfNeeded();
  await expect(guestComposer).toBeInViewport();
  await expectNoAxeViolations(guestPage);
  await guestComposer.fill('We also bring a dog, is that fine?');
  await guestPage.getByRole('button', { name: 'Send' }).tap();
  await expect(guestLog).toContainText('We also bring a dog, is that fine?');
  // nothing on the page is wider than the phone
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the host's list moves without a reload; the conversation opens as a screen of its own
  await expect(row).toContainText('We also bring a dog, is that fine?');
  await expect(row.getByText('2 unread messages')).toBeAttached();
  await row.getByRole('link').tap();
  await expect(hostPage).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(hostPage.getByRole('heading', { level: 1, name: guest.name })).toBeVisible();
  const hostLog = hostPage.getByRole('log');
  await expect(hostLog).toContainText('We also bring a dog, is that fine?');
  await expect(hostPage.getByRole('navigation', { name: 'Conversations' })).toHaveCount(0);
  await expectNoAxeViolations(hostPage);

  await hostPage.getByRole('button', { name: 'Saved replies' }).tap();
  await hostPage.getByRole('menuitem', { name: /Crib/ }).tap();
  const composer = hostPage.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue('Hi Lea, yes: a crib is ready for you.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(hostLog).toContainText('Hi Lea, yes: a crib is ready for you.');
  await expect(guestLog).toContainText('Hi Lea, yes: a crib is ready for you.');
  expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // back to the list, where the conversation is read and shows the answer
  await hostPage.getByRole('link', { name: 'Back to conversations' }).tap();
  await expect(hostPage).toHaveURL(/\/messages\/all$/);
  await expect(row).toContainText('You: Hi Lea, yes: a crib is ready for you.');
  await expect(row.getByText(/unread message/)).toHaveCount(0);

  // the bell's feed takes the phone's width and leads to the conversation
  const bell = hostPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.tap();
  const feed = hostPage.getByRole('dialog', { name: 'Notifications' });
  await expect(feed.getByRole('button', { name: `Unread: 1 new message · ${title}` })).toBeVisible();
  const box = await feed.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolations(hostPage);
  await feed.getByRole('button', { name: /1 new message/ }).tap();
  await expect(hostPage.getByRole('heading', { level: 1, name: guest.name })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await guestContext.close();
});
