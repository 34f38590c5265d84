import {
  type CalendarEntry,
  encodeTimeline,
  NIGHT_CODES,
  type TimelineRow,
  type TimelineWire,
} from '@host-portal/contracts/calendar';
import { addDays, daysBetween } from './timeline-dates.ts';

/** Data for the timeline tests (no test runner imports: shared by several test files). */
export const uuid = (n: number, prefix = '0000') =>
  `${prefix.padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function entry(
  over: Partial<CalendarEntry> & Pick<CalendarEntry, 'dateFrom' | 'dateTo'>,
): CalendarEntry {
  return {
    id: uuid(Math.floor(Math.random() * 1e9), 'e'),
    kind: 'manual',
    source: 'manual',
    booking: null,
    bookingRequest: null,
    inquiry: null,
    external: null,
    children: [],
    ...over,
  };
}

export const booking = (dateFrom: string, dateTo: string, guestName = 'Ana Horvat', id = uuid(1, 'b')) =>
  entry({
    id: `occ-${id}`,
    kind: 'booking',
    source: 'booking',
    dateFrom,
    dateTo,
    booking: { id, status: 'CONFIRMED', guestName, guests: 2 },
  });

/** A unit's row for [dateFrom, dateTo): every night open at `price` unless an entry holds it. */
export function row(
  n: number,
  dateFrom: string,
  dateTo: string,
  {
    entries = [],
    price = 12000,
    title,
  }: { entries?: CalendarEntry[]; price?: number | null; title?: string } = {},
): TimelineRow {
  const count = daysBetween(dateFrom, dateTo);
  const availability = Array.from({ length: count }, (_, night) => {
    const date = addDays(dateFrom, night);
    return entries.some((e) => e.dateFrom <= date && date < e.dateTo)
      ? ('blocked' as const)
      : ('available' as const);
  });
  return {
    unitId: uuid(n, 'a'),
    title: title ?? `Unit ${String(n).padStart(4, '0')}`,
    propertyId: uuid(1, 'p'),
    state: 'PUBLISHED',
    currency: price === null ? null : 'EUR',
    calendarStatus: 'AVAILABLE',
    entries,
    nights: {
      availability: availability.map((a) => NIGHT_CODES[a]).join(''),
      price: availability.map(() => price),
      minimumStay: availability.map(() => 2),
      custom: availability.map(() => '0').join(''),
    },
    conflicts: 0,
    feedErrors: 0,
  };
}

export function timelinePage(
  items: TimelineRow[],
  {
    dateFrom,
    dateTo,
    page = 1,
    limit = 50,
    total = items.length,
  }: { dateFrom: string; dateTo: string; page?: number; limit?: number; total?: number },
): TimelineWire {
  // as the call writes it (the screens decode it)
  return encodeTimeline({
    dateFrom,
    dateTo,
    items,
    pagination: { current: page, limit, total, pages: Math.ceil(total / limit) },
  });
}
