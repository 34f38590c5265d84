import type { CalendarEntry, CalendarEntryChild, CalendarEntryKind } from '@host-portal/contracts/calendar';
import { build } from '../../../../lib/route-paths.ts';
import { daysBetween } from './timeline-dates.ts';

/** How a bar looks: colour and pattern both say it (colour is never the only signal). */
export type BarStyle = 'booking' | 'pending' | 'manual' | 'external' | 'multi';

const STYLE_OF: Record<CalendarEntryKind, BarStyle> = {
  booking: 'booking',
  inquiry_confirmed: 'booking',
  booking_request: 'pending',
  inquiry: 'pending',
  manual: 'manual',
  external: 'external',
  smoobu: 'external',
  multi: 'multi',
};
export const barStyleOf = (kind: CalendarEntryKind): BarStyle => STYLE_OF[kind];

type Entry = CalendarEntry | CalendarEntryChild;

/** The reservation behind an entry: its guest and the page it opens. */
export function stayOf(entry: Entry): { id: string; guestName: string; href: string } | null {
  if (entry.booking) return { ...entry.booking, href: build.bookingDetails(entry.booking.id) };
  if (entry.bookingRequest)
    return { ...entry.bookingRequest, href: build.bookingRequestDetails(entry.bookingRequest.id) };
  if (entry.inquiry) return { ...entry.inquiry, href: build.inquiryDetails(entry.inquiry.id) };
  return null;
}

/** An imported event over a stay, waiting for the host (itself or among a multi entry's children). */
export const hasConflict = (entry: CalendarEntry): boolean =>
  Boolean(entry.external?.conflict) || entry.children.some((child) => Boolean(child.external?.conflict));

/** The entries an entry stands for: a multi entry's children, else itself. */
export const partsOf = (entry: CalendarEntry): Entry[] => (entry.children.length ? entry.children : [entry]);

/** A bar's text without the kind's name: the guest, the imported event's summary or feed; else null. */
export function entryName(entry: Entry): string | null {
  const stay = stayOf(entry);
  if (stay?.guestName) return stay.guestName;
  if (entry.external) return entry.external.summary || entry.external.feedName;
  return null;
}

/** A bar on screen: the entry's nights within one request window and the rendered columns. */
export interface BarSegment {
  entry: CalendarEntry;
  startCol: number;
  /** exclusive */
  endCol: number;
  /** the entry goes on before or after the segment (drawn with a square end) */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Bars of a window's entries, cut to the window's columns [windowFirst, windowEnd) and the
 * rendered ones [visibleFirst, visibleEnd). Each window's answer holds whole entries that overlap
 * it; cutting at the window keeps an entry in two answers from being drawn twice.
 */
export function layoutBars(
  entries: readonly CalendarEntry[],
  origin: string,
  windowFirst: number,
  windowEnd: number,
  visibleFirst: number,
  visibleEnd: number,
): BarSegment[] {
  const from = Math.max(windowFirst, visibleFirst);
  const to = Math.min(windowEnd, visibleEnd);
  const segments: BarSegment[] = [];
  for (const entry of entries) {
    const start = daysBetween(origin, entry.dateFrom);
    const end = daysBetween(origin, entry.dateTo);
    const lo = Math.max(start, from);
    const hi = Math.min(end, to);
    if (lo < hi)
      segments.push({ entry, startCol: lo, endCol: hi, clippedStart: lo > start, clippedEnd: hi < end });
  }
  return segments;
}

const byNight = new WeakMap<readonly CalendarEntry[], Map<string, (CalendarEntry | null)[]>>();

/** For each night of a window (from `dateFrom`, `length` nights): the entry holding it, or null. */
export function entriesByNight(
  entries: readonly CalendarEntry[],
  dateFrom: string,
  length: number,
): (CalendarEntry | null)[] {
  let cache = byNight.get(entries);
  if (!cache) {
    cache = new Map();
    byNight.set(entries, cache);
  }
  const cached = cache.get(dateFrom);
  if (cached && cached.length === length) return cached;
  const nights: (CalendarEntry | null)[] = new Array(length).fill(null);
  for (const entry of entries) {
    const lo = Math.max(0, daysBetween(dateFrom, entry.dateFrom));
    const hi = Math.min(length, daysBetween(dateFrom, entry.dateTo));
    for (let night = lo; night < hi; night++) nights[night] = entry;
  }
  cache.set(dateFrom, nights);
  return nights;
}
