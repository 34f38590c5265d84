import { toBcp47 } from '../../../lib/locale.ts';

const formats = new Map<string, Intl.RelativeTimeFormat>();
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday", "3 weeks ago" in the reader's language; null under a minute. */
export function relativeTime(instant: string, locale: string, now: Date = new Date()): string | null {
  let value = (new Date(instant).getTime() - now.getTime()) / 60_000;
  if (Math.abs(value) < 1) return null;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(toBcp47(locale), { numeric: 'auto' });
    formats.set(locale, format);
  }
  for (const [unit, next] of STEPS) {
    if (Math.abs(value) < next) return format.format(Math.round(value), unit);
    value /= next;
  }
  return null;
}
