import {
  type CalendarEntry,
  encodeTimeline,
  NIGHT_CODES,
  type UnitCalendar,
} from '@host-portal/contracts/calendar';
import { addDays, daysBetween } from '../../calendar-dates.ts';

/** Data for the month calendar's tests (no test runner imports: shared by several test files). */
export const UNIT_ID = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b01';
export const OTHER_UNIT_ID = '2e3d4c5b-6a7f-4e8d-9c0b-1a2f3e4d5c02';
export const PROPERTY_ID = '3f4e5d6c-7b8a-4f9e-8d1c-2b3a4f5e6d03';
export const BOOKING_ID = '4a5f6e7d-8c9b-4a0f-9e2d-3c4b5a6f7e04';
export const FEED_ID = '5b6a7f8e-9d0c-4b1a-8f3e-4d5c6b7a8f05';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const problem = (status: number, code: string, detail: string) =>
  json({ type: 'about:blank', title: 'Error', status, detail, code, invalidParams: [] }, status);

const base = { booking: null, bookingRequest: null, inquiry: null, external: null, children: [] };

export const bookingEntry = (dateFrom: string, dateTo: string, guestName = 'Ana Horvat'): CalendarEntry => ({
  ...base,
  id: `occ-${dateFrom}`,
  kind: 'booking',
  source: 'booking',
  dateFrom,
  dateTo,
  booking: { id: BOOKING_ID, status: 'CONFIRMED', guestName, guests: 2 },
});

export const externalEntry = (dateFrom: string, dateTo: string, conflict = false): CalendarEntry => ({
  ...base,
  id: `ext-${dateFrom}`,
  kind: 'external',
  source: 'external',
  dateFrom,
  dateTo,
  external: { feedId: FEED_ID, feedName: 'Airbnb', summary: 'Reserved', conflict },
});

export const REQUEST_ID = '6c7b8a9f-0e1d-4c2b-9a4f-5e6d7c8b9a06';

/** A pending booking request and an imported event over it, merged as the server sends them. */
export const multiEntry = (dateFrom: string, dateTo: string): CalendarEntry => {
  const request = {
    ...base,
    id: `occ-${dateFrom}`,
    kind: 'booking_request' as const,
    source: 'booking_request',
    dateFrom,
    dateTo,
    bookingRequest: { id: REQUEST_ID, status: 'REQUESTED', guestName: 'Marko Kovač', guests: 3 },
  };
  const { children: _a, ...event } = externalEntry(addDays(dateFrom, 1), addDays(dateFrom, 2), true);
  const { children: _b, ...req } = request;
  return {
    ...base,
    id: `multi-occ-${dateFrom}`,
    kind: 'multi',
    source: 'multi',
    dateFrom,
    dateTo,
    children: [req, event],
  };
};

/** A unit's calendar for [dateFrom, dateTo): 100.00 a night, the entries' nights blocked. */
export function unitCalendar(
  dateFrom: string,
  dateTo: string,
  entries: CalendarEntry[] = [],
  unitId = UNIT_ID,
): UnitCalendar {
  const n = daysBetween(dateFrom, dateTo);
  const nights = Array.from({ length: n }, (_, i) => addDays(dateFrom, i));
  const held = (night: string) =>
    entries.some((e) => e.dateFrom <= night && night < e.dateTo && e.kind === 'booking');
  return {
    unitId,
    dateFrom,
    dateTo,
    currency: 'EUR',
    calendarStatus: 'AVAILABLE',
    entries: entries.filter((e) => e.dateFrom < dateTo && dateFrom < e.dateTo),
    nights: {
      availability: nights
        .map((night) => (held(night) ? NIGHT_CODES.blocked : NIGHT_CODES.available))
        .join(''),
      price: nights.map(() => 10_000),
      minimumStay: nights.map(() => 2),
      custom: nights.map((night) => (night === '2031-06-15' ? '1' : '0')).join(''),
    },
  };
}

/** A timeline page as the call writes it, of units with no entries and no nights. */
export const timelinePage = (units: { unitId: string; title: string }[], total = units.length) =>
  encodeTimeline({
    dateFrom: '2031-06-05',
    dateTo: '2031-06-06',
    items: units.map((u) => ({
      ...u,
      propertyId: PROPERTY_ID,
      state: 'PUBLISHED',
      currency: 'EUR',
      calendarStatus: 'AVAILABLE' as const,
      entries: [],
      nights: { availability: '', price: [], minimumStay: [], custom: '' },
      conflicts: 0,
      feedErrors: 0,
    })),
    pagination: { current: 1, limit: 20, total, pages: 1 },
  });

export const unitSummary = (over: Record<string, unknown> = {}) => ({
  id: UNIT_ID,
  title: 'Sea view studio',
  propertyId: PROPERTY_ID,
  state: 'PUBLISHED',
  ...over,
});
