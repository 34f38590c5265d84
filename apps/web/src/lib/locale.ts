import { LOCALE_NAMES, type Locale } from '@host-portal/i18n';

export { chooseLocale, type LocaleInputs } from '@host-portal/i18n';

/** `en_US` → `en-US` for Intl and the html lang attribute. */
export const toBcp47 = (locale: string) => locale.replace('_', '-');

/** Each language named in itself ("Deutsch (Schweiz)"), so no translation is needed. */
export const localeName = (locale: Locale): string => LOCALE_NAMES[locale] ?? locale;
