import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * What a real guest's desktop browser sends as its User-Agent (Chrome on Windows). Set on the
 * visitor's context on purpose: the server counts no crawler or automated browser (ADR 40), and
 * the browser these tests drive would otherwise announce itself as one (HeadlessChrome).
 */
const GUEST_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const IMPRESSIONS = '/api/public/insights/impressions';

/** The User-Agent the headless browser sends of itself, which names it "HeadlessChrome". */
async function ownUserAgent(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { userAgent } = (await cdp.send('Browser.getVersion')) as { userAgent: string };
  await cdp.detach();
  return userAgent;
}

/**
 * A visitor in a browser context of their own: searches /stays for the unit, scrolls its card into
 * view (the page then sends the card's impression with a beacon), and opens the unit's /stay page
 * from the card. Resolves once the server has answered the beacon and served the page.
 */
async function visit(browser: Browser, userAgent: string, unitId: string, title: string) {
  // a short window, so that the card starts below the fold and counts only once scrolled to
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-US',
    userAgent,
    viewport: { width: 1280, height: 360 },
  });
  const page = await context.newPage();
  await page.goto(`/stays?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  expect(await page.evaluate(() => navigator.userAgent)).toBe(userAgent);
  // not 175 px of it on screen yet
  const box = (await card.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(175);
  expect(box.y).toBeGreaterThan(360 - 175);

  // scrolled to, the card is reported with a beacon (batched for 2 s); its answer means counted
  const beacon = page.waitForResponse((r) => r.url().endsWith(IMPRESSIONS));
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport({ ratio: 0.9 });
  const sent = await beacon;
  expect(sent.request().postDataJSON()).toEqual({ units: [unitId] });
  expect(sent.request().headers()['user-agent']).toBe(userAgent);
  expect(sent.ok()).toBe(true);

  // the card's link opens the public page, which the server counts as it serves it
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/stay/${unitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
}

/**
 * The host's performance tab for the default range (the last 12 months, this one included):
 * the "Page views" and "Impressions in search" cards, or nothing yet (its empty state).
 */
async function visibility(page: Page) {
  await page.goto('/insights/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  // the headline cards, above the charts (whose legends name the same figures)
  const figure = (label: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) })
      .first();
  const empty = page.getByText('No figures for these months yet');
  await expect(empty.or(figure('Page views'))).toBeVisible();
  if (await empty.isVisible()) return { views: 0, impressions: 0 };
  const value = async (label: string) =>
    Number((await figure(label).locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  return { views: await value('Page views'), impressions: await value('Impressions in search') };
}

/**
 * Issue 13, insights (ADR 40): views of the public /stay page and impressions of its card in the
 * public search raise the host's figures, through the real pages and the real beacon. A visit by
 * the headless browser as it is (a bot by its User-Agent) raises nothing; a guest's browser
 * raises each figure by one.
 */
test('a guest seeing the card in the search and opening the page raises the host’s impressions and views', async ({
  browser,
  host,
  hostPage,
  staff,
}) => {
  test.setTimeout(90_000);
  const { unitId, title } = await createBookableUnit(host.api, { staff, bookingType: 'onLine' });
  const before = await visibility(hostPage);

  // first the bot: the same steps, the same beacon, answered and not counted
  const bot = await ownUserAgent(browser);
  expect(bot).toMatch(/HeadlessChrome/);
  await visit(browser, bot, unitId, title);
  // then a guest's browser
  await visit(browser, GUEST_CHROME, unitId, title);

  // the host reads exactly the guest's visit: one impression and one view more, none for the bot
  const after = await visibility(hostPage);
  expect(after).toEqual({ views: before.views + 1, impressions: before.impressions + 1 });

  // the month's row of the chart's table says the same (a new host: nothing before this visit)
  const visibilityChart = hostPage.getByRole('region', { name: 'Views and impressions by month' });
  await visibilityChart.getByRole('button', { name: 'Show as table' }).click();
  const table = visibilityChart.getByRole('table', { name: 'Views and impressions by month' });
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  const cells = table.getByRole('row', { name: new RegExp(`^${month}`) }).getByRole('cell');
  await expect(cells).toHaveText([String(after.impressions), String(after.views)]);
  await expectNoAxeViolations(hostPage);
});
