import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * Issue 13 in the ten locales: a host switches the portal to each language in turn (the language
 * menu, saved on the account) and reads the statistics, the API page, the invite page and the
 * welcome tour in it: every heading in that language as its translation file has it, no
 * translation key left showing, the tutorial's captions in that language, axe clean.
 */
const LOCALES = ['de_CH', 'de_DE', 'en_GB', 'en_US', 'es_ES', 'fr_FR', 'hr_HR', 'it_IT', 'nl_NL', 'pt_PT'];
const texts = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../packages/i18n/locales/${locale}.json`, import.meta.url), 'utf8'));
const bcp47 = (locale: string) => locale.replace('_', '-');
/** what a key left untranslated looks like on a page: `insights.tab.performance` */
const RAW_KEY =
  /\b(insights|apiAccess|referral|welcomeTour|helpCenter|account|nav|commons)\.[a-zA-Z]+(\.[a-zA-Z0-9]+)*\b/;

test('the statistics, API, invite pages and the welcome tour in each of the ten locales', async ({
  hostPage: page,
}) => {
  test.setTimeout(300_000);
  let current = texts('en_US');
  for (const locale of LOCALES) {
    const next = texts(locale);
    await page.goto('/insights/performance');
    // "Language: …", "Langue : …" (a no-break space before the colon in French)
    const prefix = current['nav.language']!.split('{{')[0]!
      .trim()
      .split(/[\s\u00a0\u202f]+/)
      .join('\\s*');
    await page.getByRole('button', { name: new RegExp(`^${prefix}`) }).click();
    await page.locator(`[role="menuitem"][lang="${bcp47(locale)}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
    current = next;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next['insights.tab.performance']!);
    await expect(page.getByText(next['insights.performance.intro']!)).toBeVisible();
    await expect(page.getByRole('link', { name: next['insights.tab.reviews']!, exact: true })).toBeVisible();
    expect(await page.locator('main').textContent(), locale).not.toMatch(RAW_KEY);
    if (locale === 'de_DE' || locale === 'hr_HR') await expectNoAxeViolations(page);

    await page.goto('/account/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next['account.tabs.api']!);
    await expect(page.getByRole('heading', { name: next['apiAccess.keys.empty']! })).toBeVisible();
    expect(await page.locator('main').textContent(), locale).not.toMatch(RAW_KEY);

    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next['referral.title']!);
    expect(await page.locator('main').textContent(), locale).not.toMatch(RAW_KEY);

    // the tour from the help menu; the first tutorial with its captions in this language
    await page.getByRole('button', { name: next['helpCenter.button']! }).click();
    await page.getByRole('button', { name: next['helpCenter.tutorials']! }).click();
    const tour = page.getByRole('dialog', { name: next['welcomeTour.title']! });
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: new RegExp(next['welcomeTour.video.listing.name']!) }).click();
    const player = page.getByRole('dialog', { name: next['welcomeTour.video.listing.name']! });
    const track = player.locator('video track');
    await expect(track).toHaveAttribute('srclang', bcp47(locale));
    await expect
      .poll(() =>
        track.evaluate((t: HTMLTrackElement) => (t.track.cues?.[0] as VTTCue | undefined)?.text ?? null),
      )
      .toBe(next['welcomeTour.captions.listing.1']);
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  }
});
