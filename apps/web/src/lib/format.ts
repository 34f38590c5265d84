import { toBcp47 } from './locale.ts';
import { toMajor } from './money.ts';
import { useTranslation } from './translation.tsx';

/** Dates and numbers through Intl in the current UI locale. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  return {
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
    /** An amount stored in minor units (DESIGN rule 7) with its ISO currency. */
    money: (minor: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(minor)),
  };
}

/**
 * A number put into a message ("{{count}} guests", "{{size}} m²"), written the way of `locale`:
 * 1,234.5 in en-US, 1 234,5 in fr-FR, 1.234,5 in de-DE; any other value as it is. The translator
 * (`translator.ts`) passes every interpolated value through it; messages do not name formats.
 */
export function formatInterpolated(value: unknown, locale: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  return new Intl.NumberFormat(toBcp47(locale || 'en_US'), { maximumFractionDigits: 2 }).format(value);
}
