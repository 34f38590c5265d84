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

/**
 * A duration in whole minutes the way `locale` writes units ("45 min", "6 hr, 15 min", "2 days,
 * 3 hr"): the two largest of days, hours and minutes, so that no text needs translating.
 */
export function formatMinutes(locale: string, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const part = (value: number, unit: 'day' | 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : 'short' }).format(
      value,
    );
  const parts =
    days > 0
      ? [part(days, 'day'), hours > 0 ? part(hours, 'hour') : null]
      : hours > 0
        ? [part(hours, 'hour'), mins > 0 ? part(mins, 'minute') : null]
        : [part(mins, 'minute')];
  return parts.filter(Boolean).join(' ');
}

export const ELAPSED_UNITS = ['today', 'yesterday', 'days', 'months', 'years'] as const;
export type Elapsed = { unit: 'today' | 'yesterday' } | { unit: 'days' | 'months' | 'years'; count: number };

/**
 * How long ago `date` was, in calendar days of the viewer's time zone: today, yesterday, days
 * (under 30), whole months (under 12), whole years. A date ahead of `now` (clock skew) is today.
 * For lists ("Updated 3 days ago"): no Intl date format, whose first use costs tens of
 * milliseconds on a phone while the page renders.
 */
export function elapsedSince(date: Date, now: Date = new Date()): Elapsed {
  const dayNumber = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
  const days = Math.round(dayNumber(now) - dayNumber(date));
  if (days <= 0) return { unit: 'today' };
  if (days === 1) return { unit: 'yesterday' };
  if (days < 30) return { unit: 'days', count: days };
  const months =
    (now.getFullYear() - date.getFullYear()) * 12 +
    (now.getMonth() - date.getMonth()) -
    (now.getDate() < date.getDate() ? 1 : 0);
  if (months < 12) return { unit: 'months', count: Math.max(1, months) };
  return { unit: 'years', count: Math.floor(months / 12) };
}

/**
 * "12–15 May 2031": the nights from `dateFrom` to `dateTo` (calendar days, `2031-05-12`), written
 * in UTC so that no time zone moves them to the day before.
 */
export const formatStayRange = (locale: string, dateFrom: string, dateTo: string) =>
  dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${dateFrom}T00:00:00Z`),
    new Date(`${dateTo}T00:00:00Z`),
  );

/** Dates and numbers through Intl in the current UI locale. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  return {
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    /** "12–15 May 2031": check-in to check-out of a half-open range */
    stayRange: (dateFrom: string, dateTo: string) => formatStayRange(locale, dateFrom, dateTo),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, options).format(value),
    /** "6 hr 15 min": a duration in minutes */
    minutes: (minutes: number) => formatMinutes(locale, minutes),
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
