/** The ten locales of the specification (001 section 3); en_US is the default. */
export const LOCALES = [
  'de_CH',
  'de_DE',
  'en_GB',
  'en_US',
  'es_ES',
  'fr_FR',
  'hr_HR',
  'it_IT',
  'nl_NL',
  'pt_PT',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Accepts `de-DE`, `de_DE` or `de-de`; returns the canonical `de_DE` or undefined. */
export function normaliseLocale(value: string | undefined | null): Locale | undefined {
  if (!value) return undefined;
  const [lang, region] = value.trim().replace('-', '_').split('_');
  if (!lang) return undefined;
  const candidate = `${lang.toLowerCase()}_${(region ?? '').toUpperCase()}`;
  return isLocale(candidate) ? candidate : undefined;
}

/**
 * Locale matching of 001 section 5: the browser locale is used if its language matches the app
 * language; otherwise the app locale.
 */
export function matchLocale(browserLocale: string | undefined, appLocale: Locale): Locale {
  const browser = normaliseLocale(browserLocale);
  if (browser && browser.split('_')[0] === appLocale.split('_')[0]) return browser;
  return appLocale;
}
