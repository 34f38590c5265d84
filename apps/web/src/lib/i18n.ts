import type { UiTranslations } from '@host-portal/contracts/settings';
import { DEFAULT_LOCALE, type Locale } from '@host-portal/i18n';
import { api } from './api-client.ts';
import { toBcp47 } from './locale.ts';
import { createTranslator, type Translator } from './translator.ts';

export type { UiTranslations };

export const fetchTranslations = (locale: Locale) =>
  api.get<UiTranslations>('/api/public/ui-translations', { query: { hl: locale }, auth: false });

/**
 * The locale's strings plus, for any other locale, the en_US strings as fallback so that a key a
 * translation lacks shows in English rather than as a raw key. Bundles the page brought (`known`,
 * the server's boot data) are used as they are; only the others are fetched.
 */
export async function loadBundles(
  locale: Locale,
  known: readonly UiTranslations[] = [],
): Promise<UiTranslations[]> {
  const bundle = (l: Locale) => known.find((b) => b.locale === l) ?? fetchTranslations(l);
  return Promise.all(locale === DEFAULT_LOCALE ? [bundle(locale)] : [bundle(locale), bundle(DEFAULT_LOCALE)]);
}

/**
 * The app's translator (ADR 13), for the React tree (`TranslationProvider` in `app/providers.tsx`)
 * and for code outside it (`i18n.t`). It has no strings until `initI18n`: `exists` is false and `t`
 * returns the key until then.
 */
export const i18n: Translator = createTranslator({
  language: DEFAULT_LOCALE,
  fallbackLanguage: DEFAULT_LOCALE,
});

/** Flat keys with dots (`nav.properties`); en_US fills in for keys a locale lacks. */
export async function initI18n(bundles: UiTranslations[]): Promise<Translator> {
  const [main] = bundles;
  if (!main) throw new Error('No translations loaded');
  for (const bundle of bundles) i18n.addResourceBundle(bundle.locale, bundle.translations);
  i18n.changeLanguage(main.locale);
  document.documentElement.lang = toBcp47(main.locale);
  return i18n;
}

async function ensureBundle(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale)) return;
  const bundle = await fetchTranslations(locale);
  i18n.addResourceBundle(locale, bundle.translations);
}

/** Loads the locale's strings from the server and switches to them. */
export async function changeLanguage(locale: Locale): Promise<void> {
  await Promise.all([ensureBundle(locale), ensureBundle(DEFAULT_LOCALE)]);
  i18n.changeLanguage(locale);
  document.documentElement.lang = toBcp47(locale);
}
