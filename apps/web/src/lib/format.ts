import { toBcp47 } from './locale.ts';
import { toMajor } from './money.ts';
import { useTranslation } from './translation.tsx';

/**
 * Building an Intl formatter costs far more than using one (a list of 20 cards formatted dates
 * with 20 new ones): one per locale and options, kept for the page's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** The date format the pages use most, built ahead (the first Intl date format builds ICU's tables). */
export const warmDateFormat = (locale: string) => void dateFormat(toBcp47(locale), { dateStyle: 'medium' });

/** Dates and numbers through Intl in the current UI locale. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  return {
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, options).format(value),
    /** An amount stored in minor units (DESIGN rule 7) with its ISO currency. */
    money: (minor: number, currency: string) =>
      numberFormat(locale, { style: 'currency', currency }).format(toMajor(minor)),
  };
}

/**
 * A number put into a message ("{{count}} guests", "{{size}} m²"), written the way of `locale`:
 * 1,234.5 in en-US, 1 234,5 in fr-FR, 1.234,5 in de-DE; any other value as it is. The translator
 * (`translator.ts`) passes every interpolated value through it; messages do not name formats.
 */
export function formatInterpolated(value: unknown, locale: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  // the common case ("4 properties") needs no formatter, whose first use per locale costs tens of
  // milliseconds on a phone: every locale of ours writes 0 to 999 with plain Latin digits
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(toBcp47(locale || 'en_US'), { maximumFractionDigits: 2 }).format(value);
}
