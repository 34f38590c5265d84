import { useMemo } from 'react';
import { dateFormat, numberFormat } from '../../../../lib/format.ts';
import { toBcp47 } from '../../../../lib/locale.ts';
import { FALLBACK_CURRENCY, toMajor } from '../../../../lib/money.ts';
import { type TFunction, useTranslation } from '../../../../lib/translation.tsx';
import { addDays, utcDate } from '../../calendar-dates.ts';
import type { DateWindow } from './calendar-window.ts';

/** The texts of the month grid, made once per language and currency and shared by every cell. */
export interface CalendarFormat {
  t: TFunction;
  locale: string;
  currency: string;
  /** 0 for Sunday, 1 for Monday: the first column of the grid in this locale */
  weekStart: number;
  /** "Friday, 12 June 2026" */
  longDate: (iso: string) => string;
  /** "12 Jun 2026" */
  shortDate: (iso: string) => string;
  /** "June 2026" */
  monthTitle: (iso: string) => string;
  /** "Mo" and "Monday" */
  weekdayShort: (iso: string) => string;
  weekdayLong: (iso: string) => string;
  /** the price on a cell: whole units, compact ("€120", "€1.2K") */
  cellPrice: (minor: number) => string;
  /** the full price ("€120.50") */
  price: (minor: number) => string;
  /** the nights of a range, from the first to the last night ("10 – 12 Jun 2026") */
  nights: (range: DateWindow) => string;
}

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The locale's first day of the week (Intl's week info where the engine has it). */
export function weekStartOf(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as unknown as WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return firstDay % 7;
  } catch {
    // an unknown tag: fall through to the region's habit
  }
  return /-(US|CA|BR|JP|IL|MX|PH|KR|TW)$/i.test(locale) ? 0 : 1;
}

const UTC = { timeZone: 'UTC' } as const;

export function useCalendarFormat(currency: string | null): CalendarFormat {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  const code = currency ?? FALLBACK_CURRENCY;
  return useMemo(() => {
    const long = dateFormat(locale, {
      ...UTC,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const short = dateFormat(locale, { ...UTC, day: 'numeric', month: 'short', year: 'numeric' });
    const month = dateFormat(locale, { ...UTC, month: 'long', year: 'numeric' });
    const dayShort = dateFormat(locale, { ...UTC, weekday: 'short' });
    const dayLong = dateFormat(locale, { ...UTC, weekday: 'long' });
    const compact = numberFormat(locale, {
      style: 'currency',
      currency: code,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const full = numberFormat(locale, { style: 'currency', currency: code });
    return {
      t,
      locale,
      currency: code,
      weekStart: weekStartOf(locale),
      longDate: (iso) => long.format(utcDate(iso)),
      shortDate: (iso) => short.format(utcDate(iso)),
      monthTitle: (iso) => month.format(utcDate(iso)),
      weekdayShort: (iso) => dayShort.format(utcDate(iso)),
      weekdayLong: (iso) => dayLong.format(utcDate(iso)),
      cellPrice: (minor) => compact.format(Math.round(toMajor(minor))),
      price: (minor) => full.format(toMajor(minor)),
      nights: (range) => {
        const last = addDays(range.dateTo, -1);
        return last === range.dateFrom
          ? short.format(utcDate(last))
          : short.formatRange(utcDate(range.dateFrom), utcDate(last));
      },
    };
  }, [t, locale, code]);
}
