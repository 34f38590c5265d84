import { isLocale, type Locale, matchLocale } from '@host-portal/i18n';

export interface LocaleInputs {
  /** Value of the `ho_hl` cookie, if any. */
  cookie: string | undefined;
  /** `navigator.language`. */
  browser: string | undefined;
  /** The domain's default locale (domain config). */
  domainDefault: Locale;
  /** Locales the domain offers; an empty list means all. */
  available?: readonly Locale[];
}

/**
 * The start locale (001 sections 4 and 5): the `ho_hl` cookie when it names an offered locale,
 * otherwise the browser locale if its language matches the domain's, otherwise the domain default.
 */
export function chooseLocale({ cookie, browser, domainDefault, available = [] }: LocaleInputs): Locale {
  const offered = (locale: Locale) => available.length === 0 || available.includes(locale);
  if (isLocale(cookie) && offered(cookie)) return cookie;
  const matched = matchLocale(browser, domainDefault);
  return offered(matched) ? matched : domainDefault;
}

/** `en_US` → `en-US` for Intl and the html lang attribute. */
export const toBcp47 = (locale: string) => locale.replace('_', '-');

const localeNames = new Map<Locale, string>();

/**
 * Each language named in itself ("Deutsch (Schweiz)"), so no translation is needed. Here rather than
 * beside the language select, so that the header's menu does not pull Mantine's Select into the
 * startup bundle.
 */
export function localeName(locale: Locale): string {
  const known = localeNames.get(locale);
  if (known) return known;
  const tag = toBcp47(locale);
  let name = tag;
  try {
    const named = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    name = named.charAt(0).toLocaleUpperCase(tag) + named.slice(1);
  } catch {
    // an engine without this locale: the tag itself
  }
  // an Intl object is costly to build (the header renders this on every page): once per locale
  localeNames.set(locale, name);
  return name;
}
