import type { CalendarConflict, CalendarSettings, Feed } from '@host-portal/contracts/calendar';

export const UNIT_ID = '5b0c1a8e-8d1f-4c53-9a57-6a3f2b1c0d01';
export const FEED_ID = '7e2d4c6a-1b3f-4e5d-8a9c-0b1d2e3f4a51';
export const CONFLICT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c61';
export const BOOKING_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e71';

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const problem = (
  status: number,
  detail: string,
  invalidParams: { name: string; reason: string }[] = [],
) => json({ type: 'about:blank', title: 'Error', status, detail, code: 'validation', invalidParams }, status);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const feed = (over: Partial<Feed> = {}): Feed => ({
  id: FEED_ID,
  unitId: UNIT_ID,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=secret-token',
  createdAt: minutesAgo(600),
  lastAttemptAt: minutesAgo(5),
  lastSuccessAt: minutesAgo(5),
  lastError: null,
  lastErrorDetail: null,
  eventsImported: 4,
  conflicts: 1,
  health: 'ok',
  ...over,
});

export const failingFeed = (over: Partial<Feed> = {}): Feed =>
  feed({
    lastAttemptAt: minutesAgo(2),
    lastSuccessAt: minutesAgo(180),
    lastError: 'unreachable',
    lastErrorDetail: 'The server name could not be found.',
    health: 'failing',
    ...over,
  });

export const settings = (feeds: Feed[] = [feed()]): CalendarSettings => ({
  unitId: UNIT_ID,
  exportUrl: `https://portal.test/ical/${UNIT_ID}/abc123.ics`,
  feeds,
});

export const conflict = (over: Partial<CalendarConflict> = {}): CalendarConflict => ({
  id: CONFLICT_ID,
  unitId: UNIT_ID,
  unitTitle: 'Sea view studio',
  feedId: FEED_ID,
  feedName: 'Airbnb',
  summary: 'Reserved',
  dateFrom: '2031-05-12',
  dateTo: '2031-05-15',
  clash: { kind: 'booking', sourceId: BOOKING_ID, dateFrom: '2031-05-13', dateTo: '2031-05-16' },
  ...over,
});
