import { useEffect, useState } from 'react';
import { dateFormat, formatStayRange, numberFormat } from '../../../../lib/format.ts';
import { toBcp47 } from '../../../../lib/locale.ts';
import { useTranslation } from '../../../../lib/translation.tsx';

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

type Span = { unit: 'second' | 'minute' | 'hour' | 'day'; count: number };

/** The largest whole unit of a span of milliseconds (seconds under a minute, days past a day). */
export function spanOf(ms: number): Span {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return { unit: 'second', count: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minute', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', count: hours };
  return { unit: 'day', count: Math.floor(hours / 24) };
}

/** The current time, again every minute, so that "5 minutes ago" keeps up while the page stays open. */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Dates of stays, instants and ages in the user's locale. Stay dates are calendar days
 * (`2031-05-12`): formatted in UTC so that no time zone moves them to the day before.
 */
export function useSyncFormat() {
  const { i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  const now = useNow();
  return {
    now,
    /** "12–15 May 2031": check-in to check-out of a half-open range */
    range: (dateFrom: string, dateTo: string) => formatStayRange(locale, dateFrom, dateTo),
    /** "5 minutes ago" */
    relative: (iso: string) => {
      const span = spanOf(now - new Date(iso).getTime());
      return relativeFormat(locale).format(-span.count, span.unit);
    },
    /** "5 minutes": how long since `iso` */
    age: (iso: string) => {
      const span = spanOf(now - new Date(iso).getTime());
      return numberFormat(locale, { style: 'unit', unit: span.unit, unitDisplay: 'long' }).format(span.count);
    },
    /** the full instant, for a tooltip */
    instant: (iso: string) =>
      dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

/**
 * A feed address without its query string and fragment, which usually hold the feed's secret
 * token: `https://www.airbnb.com/calendar/ical/123.ics?s=abc` → `www.airbnb.com/calendar/ical/123.ics…`.
 */
export function maskFeedUrl(url: string): { masked: string; hidden: boolean } {
  if (!URL.canParse(url)) return { masked: url, hidden: false };
  const u = new URL(url);
  const hidden = u.search !== '' || u.hash !== '' || u.username !== '' || u.password !== '';
  const path = u.pathname === '/' ? '' : u.pathname;
  return { masked: `${u.host}${path}${hidden ? '…' : ''}`, hidden };
}
