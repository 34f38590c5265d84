import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { iso, longDate } from '../fixtures/dates';
import { createBookableUnit, guestBooks, newGuest } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Issue 8: one unit's months (block and open a range by keyboard, price it and see the guest quote
 * change) and its iCal sync (a feed served by this test runner on loopback: its events, its health,
 * a broken feed's error, and an event over a booking as a conflict).
 */
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The night of `day` in the month grids, by its accessible name (date, availability, price, stay). */
const night = (page: Page, day: string) =>
  page.getByRole('gridcell', { name: new RegExp(`^(\\w+, )?${escapeRe(longDate(day))}`) });

/** Moves the grid's focus from today to `inDays` and extends the selection by `extra` nights. */
async function selectByKeyboard(page: Page, inDays: number, extra: number) {
  const today = night(page, iso(0));
  await today.focus();
  for (let i = 0; i < inDays; i++) await page.keyboard.press('ArrowRight');
  await expect(night(page, iso(inDays))).toBeFocused();
  for (let i = 0; i < extra; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
}

test('a host blocks and opens nights by keyboard, and prices a range that the guest quote follows', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  await page.goto(`/calendar/${unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(night(page, iso(3))).toHaveAccessibleName(/Available/);
  await expectNoAxeViolations(page);

  // nights 3, 4 and 5 from today: blocked, then opened again
  await selectByKeyboard(page, 3, 2);
  const panel = page
    .getByRole('region', { name: 'Selected nights' })
    .or(page.getByRole('dialog', { name: 'Selected nights' }));
  await expect(panel).toContainText('3 nights');
  await panel.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(/3 nights blocked/)).toBeVisible();
  for (const d of [3, 4, 5]) await expect(night(page, iso(d))).toHaveAccessibleName(/Not available/);
  await expect(night(page, iso(6))).toHaveAccessibleName(/Available/);

  await selectByKeyboard(page, 4, 0);
  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText(/1 night opened/)).toBeVisible();
  await expect(night(page, iso(4))).toHaveAccessibleName(/Available/);
  await expect(night(page, iso(3))).toHaveAccessibleName(/Not available/);
  await expect(night(page, iso(5))).toHaveAccessibleName(/Not available/);

  // nights 10 and 11 at €150.00: the guest's price for 10..13 has two of them
  await selectByKeyboard(page, 10, 1);
  await panel.getByLabel(/Nightly price/).fill('150');
  await panel.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByText(/Saved for 2 nights/)).toBeVisible();
  await expect(night(page, iso(10))).toHaveAccessibleName(/€150/);
  const quote = await host.api.call<{ lines: { nights?: number; nightlyPrice?: number }[] }>(
    'POST',
    `/api/public/units/${unitId}/quote`,
    { auth: false, data: { checkIn: iso(10), checkOut: iso(13), guests: 2 } },
  );
  expect(quote.lines.slice(0, 2)).toMatchObject([
    { nights: 2, nightlyPrice: 15_000 },
    { nights: 1, nightlyPrice: 12_000 },
  ]);
  const guestPage = await page.context().browser()!.newPage();
  await guestPage.goto(`/stay/${unitId}?checkIn=${iso(10)}&checkOut=${iso(13)}&guests=2`);
  await expect(guestPage.getByRole('row', { name: /2 nights × €150\.00/ })).toBeVisible();
  await guestPage.close();
});

test('a host connects a calendar feed, sees its events and health, a broken feed’s error, and a conflict', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  const guest = newGuest('Ada Lovell');
  await guestBooks(host.api, unitId, { checkIn: iso(20), checkOut: iso(23), guests: 2, guest });
  const d8 = (n: number) => iso(n).replaceAll('-', '');
  const feed = { status: 200, body: '' };
  const ics = (events: [string, number, number, string][]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      ...events.flatMap(([uid, from, to, summary]) => [
        'BEGIN:VEVENT',
        `UID:${uid}@airbnb.com`,
        'DTSTAMP:20261101T000000Z',
        `DTSTART;VALUE=DATE:${d8(from)}`,
        `DTEND;VALUE=DATE:${d8(to)}`,
        `SUMMARY:${summary}`,
        'END:VEVENT',
      ]),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  feed.body = ics([['e1', 12, 15, 'Reserved']]);
  const server = http.createServer((_req, res) => {
    res.writeHead(feed.status, { 'content-type': 'text/calendar' });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
  try {
    await page.goto(`/calendar/${unitId}?view=sync`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Airbnb');
    await page.getByLabel('Calendar address (ICS)').fill(url);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    const card = page.getByRole('listitem', { name: 'Airbnb' });
    await expect(card).toContainText('Up to date');
    await expect(card).toContainText(/Events imported\s*1/);
    await expectNoAxeViolations(page);

    // its event blocks nights 12..14 in the months
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(night(page, iso(12))).toHaveAccessibleName(/Not available.*Airbnb|Airbnb.*/);
    await expect(night(page, iso(15))).toHaveAccessibleName(/Available/);

    // the feed breaks: sync now shows the error in words, and the event stays
    feed.status = 500;
    await page.getByRole('tab', { name: 'Sync and export' }).click();
    await card.getByRole('button', { name: 'Sync now: Airbnb' }).click();
    await expect(card).toContainText('Failing');
    await expect(card).toContainText('500');

    // the feed works again, with an event over the booking: a conflict, never dropped
    feed.status = 200;
    feed.body = ics([
      ['e1', 12, 15, 'Reserved'],
      ['e2', 21, 24, 'Reserved'],
    ]);
    await card.getByRole('button', { name: 'Sync now: Airbnb' }).click();
    await expect(card).toContainText('Up to date');
    const conflicts = page.getByRole('region', { name: 'Calendar conflicts (1)' });
    await expect(conflicts).toContainText('An event from Airbnb (Reserved)');
    await expect(conflicts).toContainText('overlaps a booking');
    // the alert leads to the booking it overlaps
    await conflicts.getByRole('link', { name: 'Open the booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.name}` })).toBeVisible();
    // and shows on the home page until the host resolves it
    await page.goto('/home');
    const onHome = page.getByRole('region', { name: 'Calendar conflicts (1)' });
    await expect(onHome).toContainText('An event from Airbnb (Reserved)');
    await expectNoAxeViolations(page);
    await onHome.getByRole('button', { name: 'Mark as resolved' }).click();
    await expect(onHome).toHaveCount(0);
  } finally {
    server.close();
  }
});

test('on the timeline a host blocks and opens nights of a unit by keyboard, with a preview and undo', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(90_000);
  const { title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  // the new host's only unit is the grid's first row
  await page.goto('/calendar');
  await expect(page.getByText('1 unit', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Calendar of your units' });
  const cell = (inDays: number) =>
    grid.getByRole('gridcell', {
      name: new RegExp(`^${escapeRe(title)}, (today, )?\\w+, ${escapeRe(longDate(iso(inDays)))}`),
    });
  await expect(cell(0)).toHaveAccessibleName(/Available/);
  await expectNoAxeViolations(page);

  // nights 3..5: the keyboard moves from today and Shift extends; Enter opens the actions
  await cell(0).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(cell(3)).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(cell(5)).toBeFocused();
  await expect(cell(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Block nights', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block nights' });
  await expect(dialog).toContainText('Nights that change');
  await expect(dialog).toContainText('3');
  await dialog.getByRole('button', { name: 'Block nights', exact: true }).click();
  await expect(page.getByText(/Blocked 3 nights on/).first()).toBeVisible();
  for (const d of [3, 4, 5]) await expect(cell(d)).toHaveAccessibleName(/Not available/);
  await expect(cell(6)).toHaveAccessibleName(/Available/);

  // undo puts them back
  await page.getByRole('button', { name: /Undo/ }).first().click();
  for (const d of [3, 4, 5]) await expect(cell(d)).toHaveAccessibleName(/, Available/);

  // block night 4 again, then open it from the keyboard
  await cell(4).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Block nights', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Block nights' })
    .getByRole('button', { name: 'Block nights', exact: true })
    .click();
  await expect(cell(4)).toHaveAccessibleName(/Not available/);
  await cell(4).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Unblock nights' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock nights' })
    .getByRole('button', { name: 'Unblock nights' })
    .click();
  await expect(cell(4)).toHaveAccessibleName(/, Available/);
});

test('on the timeline a mouse drag that reaches the grid’s right edge scrolls it and keeps selecting', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(60_000);
  const { title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  await page.goto('/calendar');
  const grid = page.getByRole('grid', { name: 'Calendar of your units' });
  const today = grid.getByRole('gridcell', {
    name: new RegExp(`^${escapeRe(title)}, today, \\w+, ${escapeRe(longDate(iso(0)))}`),
  });
  await expect(today).toBeVisible();
  const box = (await grid.boundingBox())!;
  const start = (await today.boundingBox())!;
  const scrolled = () => grid.evaluate((el) => el.scrollLeft);
  const before = await scrolled();
  const y = start.y + start.height / 2;
  await page.mouse.move(start.x + start.width / 2, y);
  await page.mouse.down();
  // held at the right edge, the grid scrolls on by itself (no further pointer moves)
  await page.mouse.move(box.x + box.width - 4, y, { steps: 8 });
  await expect.poll(scrolled, { timeout: 10_000 }).toBeGreaterThan(before + 20 * 64);
  // back inside, it stops; the release selects every night passed and opens the actions
  await page.mouse.move(box.x + box.width / 2, y, { steps: 4 });
  const stopped = await scrolled();
  await page.mouse.up();
  expect(await scrolled()).toBe(stopped);
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const summary = (await menu.textContent()) ?? '';
  const nights = Number(/1 unit × (\d+) nights selected/.exec(summary)?.[1]);
  expect(nights).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
});
