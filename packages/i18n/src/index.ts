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

/**
 * Each language named in itself, so no translation is needed and no `Intl.DisplayNames` is built
 * at start (each costs tens of milliseconds on a phone, and engines name some locales differently).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  de_CH: 'Deutsch (Schweiz)',
  de_DE: 'Deutsch (Deutschland)',
  en_GB: 'English (UK)',
  en_US: 'English (US)',
  es_ES: 'Español (España)',
  fr_FR: 'Français (France)',
  hr_HR: 'Hrvatski (Hrvatska)',
  it_IT: 'Italiano (Italia)',
  nl_NL: 'Nederlands (Nederland)',
  pt_PT: 'Português (Portugal)',
};

export interface LocaleInputs {
  /** Value of the `ho_hl` cookie, if any. */
  cookie: string | undefined;
  /** The browser's language (`navigator.language`, or the first of Accept-Language). */
  browser: string | undefined;
  /** The domain's default locale (domain config). */
  domainDefault: Locale;
  /** Locales the domain offers; an empty list means all. */
  available?: readonly Locale[];
}

/**
 * The start locale (001 sections 4 and 5): the `ho_hl` cookie when it names an offered locale,
 * otherwise the browser locale if its language matches the domain's, otherwise the domain default.
 * The server uses it for the page it sends, the app for itself.
 */
export function chooseLocale({ cookie, browser, domainDefault, available = [] }: LocaleInputs): Locale {
  const offered = (locale: Locale) => available.length === 0 || available.includes(locale);
  if (isLocale(cookie) && offered(cookie)) return cookie;
  const matched = matchLocale(browser, domainDefault);
  return offered(matched) ? matched : domainDefault;
}
