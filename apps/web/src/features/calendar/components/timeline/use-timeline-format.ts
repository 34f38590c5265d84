import { useMemo } from 'react';
import { dateFormat, numberFormat } from '../../../../lib/format.ts';
import { toBcp47 } from '../../../../lib/locale.ts';
import { toMajor } from '../../../../lib/money.ts';
import { type TFunction, useTranslation } from '../../../../lib/translation.tsx';
import { dateOfCol, daysBetween, utcDate } from './timeline-dates.ts';

/** Words and numbers of the timeline in the viewer's language; one object per language and start. */
export interface TimelineFormat {
  t: TFunction;
  origin: string;
  todayCol: number;
  /** "Monday, 14 July 2031" */
  dateLong: (col: number) => string;
  weekday: (col: number) => string;
  day: (col: number) => string;
  /** "July 2031" */
  month: (date: string) => string;
  /** "14 Jul 2031" */
  date: (iso: string) => string;
  /** "€120" on the cell, "€1.2K" when long */
  priceShort: (minor: number, currency: string) => string;
  priceFull: (minor: number, currency: string) => string;
  /** the nights [from, toExclusive) as "first night – last night" */
  nights: (from: string, toExclusive: string) => string;
}

const UTC = { timeZone: 'UTC' } as const;

export function useTimelineFormat(origin: string, today: string): TimelineFormat {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  return useMemo(() => {
    const long = dateFormat(locale, {
      ...UTC,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const weekday = dateFormat(locale, { ...UTC, weekday: 'short' });
    const day = dateFormat(locale, { ...UTC, day: 'numeric' });
    const month = dateFormat(locale, { ...UTC, month: 'long', year: 'numeric' });
    const medium = dateFormat(locale, { ...UTC, day: 'numeric', month: 'short', year: 'numeric' });
    const memo = (fn: (col: number) => string) => {
      const cache = new Map<number, string>();
      return (col: number) => {
        let value = cache.get(col);
        if (value === undefined) {
          value = fn(col);
          cache.set(col, value);
        }
        return value;
      };
    };
    const at = (col: number) => utcDate(dateOfCol(origin, col));
    const date = (iso: string) => medium.format(utcDate(iso));
    return {
      t,
      origin,
      todayCol: daysBetween(origin, today),
      dateLong: memo((col) => long.format(at(col))),
      weekday: memo((col) => weekday.format(at(col))),
      day: memo((col) => day.format(at(col))),
      month: (iso) => month.format(utcDate(iso)),
      date,
      priceShort: (minor, currency) =>
        numberFormat(locale, {
          style: 'currency',
          currency,
          notation: minor >= 100_000 ? 'compact' : 'standard',
          maximumFractionDigits: minor >= 100_000 ? 1 : 0,
        }).format(toMajor(minor)),
      priceFull: (minor, currency) =>
        numberFormat(locale, { style: 'currency', currency }).format(toMajor(minor)),
      nights: (from, toExclusive) => {
        const last = utcDate(toExclusive);
        last.setUTCDate(last.getUTCDate() - 1);
        return from === last.toISOString().slice(0, 10)
          ? date(from)
          : t('calendar.timeline.dateRange', { from: date(from), to: medium.format(last) });
      },
    };
  }, [t, locale, origin, today]);
}
