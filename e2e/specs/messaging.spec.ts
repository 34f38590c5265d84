import fs from 'node:fs';
import { LOCALES } from '@host-portal/i18n';
import { expectNoAxeViolations } from '../fixtures/auth';
import { longDate } from '../fixtures/dates';
import { createBookableUnit, guestRequests, newGuest, stayDates } from '../fixtures/factories';
import { guestLoginLink } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * Issue 9 end to end, in two browsers: a guest requests a stay on the public page, follows the
 * login link of the e-mail that confirms it (read from the server's outbox) and writes to the host;
 * the host, on the inbox all along, sees the message arrive and the bell count go up without a
 * reload, answers with a saved reply whose placeholders are filled for this guest, and the guest
 * sees the answer arrive. Then the host opens the notification, which marks it read.
 */
test('a guest requests a stay, follows the e-mailed link and chats with the host in real time', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(120_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const { checkIn, checkOut } = stayDates(30, 3);
  const guest = newGuest('Pia Stay');
  await host.api.call('POST', '/api/app/messaging/saved-replies', {
    data: {
      title: 'Welcome',
      language: 'en_US',
      body: 'Hello {{guestFirstName}}, thank you for choosing {{unitTitle}}! See you on {{checkIn}}.',
    },
    expected: 201,
  });

  // 1. the guest asks for the stay on the public page, with a message to the host
  const guestContext = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/stay/${unitId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await guestPage.getByLabel('Full name').fill(guest.name);
  await guestPage.getByLabel('E-mail').fill(guest.email);
  await guestPage.getByLabel('Message to the host').fill('We arrive by train around six.');
  await guestPage.getByRole('button', { name: 'Request to book' }).click();
  await expect(
    guestPage.getByRole('heading', { level: 1, name: 'Your request is on its way' }),
  ).toBeVisible();

  // a newer request of another guest: the inbox opens on that one, so the first guest's message
  // has to arrive in the list, unread
  const other = newGuest('Olaf Other');
  const otherStay = stayDates(50, 2);
  await guestRequests(host.api, unitId, {
    ...otherStay,
    guest: other,
    message: 'Is a cot available?',
  });

  await hostPage.goto('/messages');
  const conversations = hostPage.getByRole('navigation', { name: 'Conversations' });
  await expect(hostPage.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
  const row = conversations.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText('We arrive by train around six.');
  await expect(row).toContainText(title);
  const mainNav = hostPage.getByRole('navigation', { name: 'Main' });
  const inbox = mainNav.getByRole('link', { name: /^Inbox/ });
  // the other guest's conversation is open (read); this guest's is not
  await expect(inbox.getByRole('img', { name: '1 new item' })).toBeVisible();
  const bell = hostPage.getByRole('button', { name: /^Notifications/ });
  // both requests are one notification of the unit, counted twice
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expectNoAxeViolations(hostPage);

  // 2. the e-mail's login link opens the guest's chat on this stay
  await guestPage.goto(await guestLoginLink(guest.email));
  await expect(guestPage).toHaveURL(/\/guest\/chat\?channel=[0-9a-f-]{36}$/);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Your stays' })).toBeVisible();
  await expect(guestPage.getByText(`Signed in as ${guest.email}`)).toBeVisible();
  // one stay: its header, no list of one
  await expect(guestPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(guestPage.getByText('Pending', { exact: true })).toBeVisible();
  await expect(guestPage.getByRole('navigation', { name: 'Stays' })).toHaveCount(0);
  await expect(guestPage.getByText(/^Your host: Marta/)).toBeVisible();
  const guestLog = guestPage.getByRole('log');
  await expect(guestLog).toContainText('We arrive by train around six.');
  await expectNoAxeViolations(guestPage);
  await guestPage.getByRole('textbox', { name: 'Message' }).fill('Is there parking near the flat?');
  await guestPage.keyboard.press('Enter');
  await expect(guestLog).toContainText('Is there parking near the flat?');

  // 3. the host sees it arrive, unread, and the bell count rise, without reloading
  await expect(row).toContainText('Is there parking near the flat?');
  await expect(row.getByText('2 unread messages')).toBeAttached();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell.getByTestId('bell-badge')).toHaveText('2');
  await row.getByRole('link').click();
  await expect(hostPage.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
  const hostLog = hostPage.getByRole('log');
  await expect(hostLog).toContainText('We arrive by train around six.');
  await expect(hostLog).toContainText('Is there parking near the flat?');
  // read once on screen
  await expect(row.getByText(/unread message/)).toHaveCount(0);
  await expect(inbox.getByRole('img')).toHaveCount(0);

  // the saved reply, filled for this guest and stay
  await hostPage.getByRole('button', { name: 'Saved replies' }).click();
  const menu = hostPage.getByRole('menu');
  await expect(menu.getByText('In the guest’s language')).toBeVisible();
  await menu.getByRole('menuitem', { name: /Welcome/ }).click();
  const answer = `Hello Pia, thank you for choosing ${title}! See you on ${longDate(checkIn)}.`;
  const composer = hostPage.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue(answer);
  await hostPage.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveValue('');
  await expect(hostLog).toContainText(answer);
  await expect(row).toContainText(`You: ${answer}`);

  // 4. the guest sees the answer arrive without reloading, and the host sees that it was read
  await expect(guestLog).toContainText(answer);
  await expect(hostLog.getByText('Seen')).toBeVisible();
  // the pointer leaves the send button, whose tooltip would stand outside the page's landmarks
  await hostPage.mouse.move(0, 0);
  await expect(hostPage.getByRole('tooltip')).toHaveCount(0);
  await expectNoAxeViolations(hostPage);
  await expectNoAxeViolations(guestPage);
  await guestContext.close();

  // 5. the bell: the new message's notification, opened from another page, is read and leads to
  // the conversation
  await mainNav.getByRole('link', { name: 'Properties' }).click();
  await expect(hostPage).toHaveURL(/\/properties$/);
  await bell.click();
  const feed = hostPage.getByRole('dialog', { name: 'Notifications' });
  await expect(feed.getByRole('button', { name: `Unread: 1 new message · ${title}` })).toBeVisible();
  await expect(feed.getByRole('button', { name: `Unread: 2 new booking requests · ${title}` })).toBeVisible();
  await expectNoAxeViolations(hostPage);
  await feed.getByRole('button', { name: /1 new message/ }).click();
  await expect(feed).toBeHidden();
  await expect(hostPage.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
  await expect(hostPage).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell.getByTestId('bell-badge')).toHaveText('1');

  // 6. the requests' notification names the newest one's guest and nights in words (no ISO dates)
  // and leads to it; from there "Message the guest" opens that guest's conversation
  await bell.click();
  const requests = feed.getByRole('button', { name: `Unread: 2 new booking requests · ${title}` });
  const nights = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${otherStay.checkIn}T00:00:00Z`), new Date(`${otherStay.checkOut}T00:00:00Z`));
  await expect(requests).toContainText(`${other.name} · ${nights}`);
  await expect(requests).not.toContainText(otherStay.checkIn);
  await requests.click();
  await expect(hostPage.getByRole('heading', { level: 1, name: `Request from ${other.name}` })).toBeVisible();
  await hostPage.getByRole('link', { name: 'Message the guest' }).click();
  await expect(hostPage).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(hostPage.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
  await expect(hostPage.getByRole('log')).toContainText('Is a cot available?');
});

/** A locale's strings, as the app loads them. */
const strings = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(new URL(`../../packages/i18n/locales/${locale}.json`, import.meta.url), 'utf8'));
/** A translation key on screen is a string the translator did not find. */
const RAW_KEY = /\b(?:messaging|notifications|guest|commons|nav|reservations)\.[a-z][A-Za-z.]+/;

test('the inbox, the bell and the guest chat speak the ten locales; inbox and chat axe clean', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(240_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });
  const guest = newGuest('Ana Locale');
  await guestRequests(host.api, unitId, { ...stayDates(40, 3), guest, message: 'Is breakfast included?' });
  const guestContext = await browser.newContext({ baseURL: BASE_URL });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(await guestLoginLink(guest.email));
  await expect(guestPage.getByRole('log')).toContainText('Is breakfast included?');

  for (const locale of LOCALES) {
    const text = strings(locale);
    const lang = locale.replace('_', '-');
    // the host's language is saved on the account; the guest's is the one they chose (ho_hl)
    await host.api.call('PATCH', '/api/app/user/info', { data: { locale } });
    await hostPage.goto('/messages');
    await expect(hostPage.locator('html')).toHaveAttribute('lang', lang);
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText(text['messaging.title'] as string);
    await expect(hostPage.getByRole('log')).toContainText('Is breakfast included?');
    await expect(hostPage.locator('body')).not.toContainText(RAW_KEY, { useInnerText: true });
    await expectNoAxeViolations(hostPage);

    const bellName = (text['notifications.bellUnread_one'] as string).replace('{{count}}', '1');
    await hostPage.getByRole('button', { name: bellName }).click();
    const feed = hostPage.getByRole('dialog', { name: text['notifications.title'] as string });
    await expect(feed.getByRole('listitem')).toHaveCount(1);
    await expect(feed).not.toContainText(RAW_KEY, { useInnerText: true });
    await hostPage.keyboard.press('Escape');
    await expect(feed).toBeHidden();

    await guestContext.addCookies([{ name: 'ho_hl', value: locale, url: BASE_URL }]);
    await guestPage.goto('/guest/chat');
    await expect(guestPage.locator('html')).toHaveAttribute('lang', lang);
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(text['guest.chat.title'] as string);
    await expect(guestPage.getByRole('log')).toContainText('Is breakfast included?');
    await expect(guestPage.locator('body')).not.toContainText(RAW_KEY, { useInnerText: true });
    await expectNoAxeViolations(guestPage);
  }
  await guestContext.close();
});
