import { DEFAULT_LOCALE, type Locale } from '@host-portal/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from './api-client.ts';
import { numberFormatter } from './format.ts';
import { toBcp47 } from './locale.ts';

export interface UiTranslations {
  locale: Locale;
  translations: Record<string, string>;
}

export const fetchTranslations = (locale: Locale) =>
  api.get<UiTranslations>('/api/public/ui-translations', { query: { hl: locale }, auth: false });

/**
 * The locale's strings plus, for any other locale, the en_US strings as fallback so that a key a
 * translation lacks shows in English rather than as a raw key.
 */
export async function loadBundles(locale: Locale): Promise<UiTranslations[]> {
  return Promise.all(
    locale === DEFAULT_LOCALE
      ? [fetchTranslations(locale)]
      : [fetchTranslations(locale), fetchTranslations(DEFAULT_LOCALE)],
  );
}

/** Flat keys with dots (`nav.properties`), so key and namespace separators are off. */
export async function initI18n(bundles: UiTranslations[]): Promise<typeof i18next> {
  const [main] = bundles;
  if (!main) throw new Error('No translations loaded');
  await i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: main.locale,
      resources: Object.fromEntries(bundles.map((b) => [b.locale, { translation: b.translations }])),
      keySeparator: false,
      nsSeparator: false,
      fallbackLng: DEFAULT_LOCALE,
      load: 'currentOnly',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  document.documentElement.lang = toBcp47(main.locale);
  return i18next;
}

async function ensureBundle(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = await fetchTranslations(locale);
  i18next.addResourceBundle(locale, 'translation', bundle.translations, true, true);
}

/** Loads the locale's strings from the server and switches to them. */
export async function changeLanguage(locale: Locale): Promise<void> {
  await Promise.all([ensureBundle(locale), ensureBundle(DEFAULT_LOCALE)]);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = toBcp47(locale);
}

export { i18next };
