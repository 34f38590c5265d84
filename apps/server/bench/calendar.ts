import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** Issue 8, "Figures": aims on PostgreSQL with the 2,000-unit / 200,000-booking host. */
export const UNIT_CALENDAR_P99_AIM_MS = 20;
export const TIMELINE_P99_AIM_MS = 50;
export const TIMELINE_UNITS = 50;
export const TIMELINE_NIGHTS = 60;
export const BULK_UNITS = 500;
export const BULK_NIGHTS = 7;
export const FEED_EVENTS = 5_000;

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/**
 * The window the month view asks for (000 section 7): three months shown from the first of this
 * month, plus one month plus 14 days.
 */
function monthViewWindow() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastShown = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  const end = new Date(
    Date.UTC(lastShown.getUTCFullYear(), lastShown.getUTCMonth() + 1, lastShown.getUTCDate() + 14),
  );
  return { dateFrom: first.toISOString().slice(0, 10), dateTo: end.toISOString().slice(0, 10) };
}

export interface CalendarLatency {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function latency(
  name: string,
  base: string,
  token: string,
  paths: string[] | (() => string),
  seconds: number,
  connections: number,
): Promise<CalendarLatency> {
  const headers = { authorization: `Bearer ${token}` };
  // a function gives every request its own path (autocannon calls it before each request)
  const requests: autocannon.Request[] =
    typeof paths === 'function'
      ? [
          {
            method: 'GET' as const,
            headers,
            setupRequest: (req: autocannon.Request) => ({ ...req, path: paths() }),
          },
        ]
      : paths.map((path) => ({ method: 'GET' as const, path, headers }));
  await autocannon({ url: base, requests, connections, duration: 1 });
  const r = await autocannon({ url: base, requests, connections, duration: seconds });
  return {
    name,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A Google-Calendar-like feed of `n` all-day events over the next two years (some overlap). */
export function bigFeed(n: number) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Feed//EN'];
  for (let i = 0; i < n; i++) {
    const from = day(2 + (i % 700)).replaceAll('-', '');
    const to = day(3 + (i % 700) + (i % 3)).replaceAll('-', '');
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.test`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${from}`,
      `DTEND;VALUE=DATE:${to}`,
      `SUMMARY:Event ${i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/**
 * The calendar figures of issue 8 on the reservations host: one unit's unavailabilities for the
 * month view's window, the timeline for 50 units × 60 nights (every page of the 2,000 units), a bulk
 * block of 500 units × 7 nights and its undo (timed), and the import of a 5,000-event feed (timed).
 */
export async function benchCalendar(
  appUrl: string,
  token: string,
  propertyId: string,
  seconds: number,
  connections: number,
) {
  const base = appUrl;
  const unitIds: string[] = [];
  for (let page = 1; unitIds.length < 2_000; page++) {
    const tl = await call(
      base,
      token,
      'GET',
      `/api/app/calendar/timeline?dateFrom=${day(0)}&dateTo=${day(1)}&propertyId=${propertyId}&limit=100&page=${page}`,
    );
    if (!tl.items.length) break;
    for (const r of tl.items) unitIds.push(r.unitId);
  }
  const w = monthViewWindow();
  const unitPaths = unitIds
    .filter((_, i) => i % 40 === 0)
    .map((id) => `/api/app/properties/${id}/unavailabilities?dateFrom=${w.dateFrom}&dateTo=${w.dateTo}`);
  const unit = await latency(
    `one unit's unavailabilities (${w.dateFrom} to ${w.dateTo})`,
    base,
    token,
    unitPaths,
    seconds,
    connections,
  );
  const pages = Math.ceil(unitIds.length / TIMELINE_UNITS);
  const timelinePaths = Array.from(
    { length: pages },
    (_, i) =>
      `/api/app/calendar/timeline?dateFrom=${day(0)}&dateTo=${day(TIMELINE_NIGHTS)}&propertyId=${propertyId}&limit=${TIMELINE_UNITS}&page=${i + 1}`,
  );
  // the pages in turn, the same window: warm after the first pass (each unit's calendar cached
  // until it changes, ADR 33)
  const timeline = await latency(
    `timeline ${TIMELINE_UNITS} units × ${TIMELINE_NIGHTS} nights, warm (pages cycled, cached)`,
    base,
    token,
    timelinePaths,
    seconds,
    connections,
  );
  // one host scrolling alone (information next to the aim, which is for 10 callers at once)
  const timelineAlone = await latency(
    `timeline ${TIMELINE_UNITS} units × ${TIMELINE_NIGHTS} nights, warm (pages cycled, cached)`,
    base,
    token,
    timelinePaths,
    seconds,
    1,
  );
  // the same pages with the per-unit cache of no use (ADR 33): every request asks for a window
  // not asked before (the pages in turn, the window one day later each round), so each unit's
  // calendar is read and computed afresh, as after a change of every unit on the page
  let n = 0;
  const coldPath = () => {
    const page = (n % pages) + 1;
    const shift = Math.floor(n / pages);
    n++;
    return `/api/app/calendar/timeline?dateFrom=${day(shift)}&dateTo=${day(shift + TIMELINE_NIGHTS)}&propertyId=${propertyId}&limit=${TIMELINE_UNITS}&page=${page}`;
  };
  const cold = (connections: number) =>
    latency(
      `timeline ${TIMELINE_UNITS} units × ${TIMELINE_NIGHTS} nights, cold (every unit a cache miss)`,
      base,
      token,
      coldPath,
      seconds,
      connections,
    );
  const timelineCold = await cold(connections);
  const timelineColdAlone = await cold(1);

  // a bulk block of 500 units × 7 nights beyond the seeded stays, then its undo
  const bulkBody = {
    unitIds: unitIds.slice(0, BULK_UNITS),
    dateFrom: day(400),
    dateTo: day(400 + BULK_NIGHTS),
    action: 'block',
  };
  let started = performance.now();
  const preview = await call(base, token, 'POST', '/api/app/calendar/bulk', { ...bulkBody, preview: true });
  const previewMs = Math.round(performance.now() - started);
  started = performance.now();
  const applied = await call(base, token, 'POST', '/api/app/calendar/bulk', bulkBody);
  const bulkMs = Math.round(performance.now() - started);
  started = performance.now();
  await call(base, token, 'POST', '/api/app/calendar/bulk/undo');
  const undoMs = Math.round(performance.now() - started);

  // a 5,000-event feed, served locally (the bench target allows private feed addresses)
  const body = bigFeed(FEED_EVENTS);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  const feedUnit = unitIds[unitIds.length - 1]!;
  started = performance.now();
  const feed = await call(base, token, 'POST', `/api/app/properties/${feedUnit}/calendar-feeds`, {
    name: 'Bench',
    url: feedUrl,
  });
  const importMs = Math.round(performance.now() - started);
  started = performance.now();
  await call(base, token, 'POST', `/api/app/properties/${feedUnit}/calendar-feeds/${feed.id}/sync`);
  const resyncMs = Math.round(performance.now() - started);
  server.close();
  return {
    unit,
    timeline,
    timelineAlone,
    timelineCold,
    timelineColdAlone,
    bulk: { preview, applied, previewMs, bulkMs, undoMs },
    feed: {
      events: feed.eventsImported as number,
      health: feed.health as string,
      importMs,
      resyncMs,
      bytes: body.length,
    },
  };
}
