import autocannon from 'autocannon';
import type { Database } from '../src/db/client.ts';

/** Issue 7, "Data and figures": a host with 2,000 units and 200,000 bookings. */
export const RESERVATION_UNITS = 2_000;
const BOOKINGS_PER_UNIT = 100;
export const BOOKINGS = RESERVATION_UNITS * BOOKINGS_PER_UNIT;
/** Budget of issue 7: every reservations tab (page 1 and a deep page) within 50 ms at the 99th percentile. */
export const RESERVATIONS_P99_BUDGET_MS = 50;
const PAGE_SIZE = 20;
/** The deep page (OFFSET 9,980); a tab with fewer pages is read at its last one. */
const DEEP_PAGE = 500;
/** The confirm race: this many units, each with this many REQUESTED requests over one contested range. */
export const RACE_UNITS = 50;
export const RACE_REQUESTS_PER_UNIT = 10;

/** The day the seed is built around (UTC, as the app's `today`). */
const toDay = (d: Date) => d.toISOString().slice(0, 10);

/** ISO date-time text of a timestamptz expression, as the app writes it into `history`. */
const isoAt = (ts: string) => `to_char((${ts}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A small quote of the contracts' shape, paid in full at booking. */
const quoteSql = (checkIn: string, checkOut: string, nights: string, guests: string) => `jsonb_build_object(
    'currency', 'EUR', 'checkIn', ${checkIn}, 'checkOut', ${checkOut}, 'nights', ${nights}, 'guests', ${guests},
    'lines', jsonb_build_array(jsonb_build_object('kind', 'nights', 'nights', ${nights}, 'nightlyPrice', 12000, 'amount', ${nights} * 12000)),
    'total', ${nights} * 12000, 'paymentOption', 'online_100',
    'paymentSchedule', jsonb_build_array(jsonb_build_object('due', 'at_booking', 'date', null, 'percent', 100, 'amount', ${nights} * 12000)))`;

export interface ReservationsSeed {
  /** the host's property of 2,000 units */
  propertyId: string;
  /** ids of the REQUESTED requests of each contested range (RACE_UNITS × RACE_REQUESTS_PER_UNIT) */
  contested: string[][];
  counts: Record<string, number>;
  seedMs: number;
}

/**
 * The host's 2,000 units and their reservations, set-based (a few statements):
 *
 * - bookings: every unit has 100 stays of 1–7 nights, one per 10-day slot (slots from 700 days ago
 *   to 300 days ahead, staggered per unit), so occupying stays never overlap; ~8% are CANCELLED;
 *   the others' status follows their dates the way the sweep would leave them (CONFIRMED upcoming
 *   or current, COMPLETED on the check-out day, IN_REVIEW_COLLECTION within the review window,
 *   REVIEW_COLLECTED or NO_REVIEW_COLLECTED before it);
 * - booking requests: 4 per unit, half REQUESTED (respond_by within the next day), the rest
 *   REJECTED or EXPIRED;
 * - inquiries: 2 per unit (one open: REQUESTED or ACTION_NEEDED; one archived: REJECTED or
 *   EXPIRED_CHECKOUT) and, on every fourth unit, a CONFIRMED one-night inquiry in a slot's free days;
 * - the confirm race: on the first 50 units, 10 REQUESTED requests each over one range after the
 *   last booking, all sharing two nights;
 * - an occupancies row per reservation, as the app writes them (occupying only for bookings that
 *   are not cancelled and confirmed inquiries).
 */
export async function seedReservations(database: Database, hostId: string): Promise<ReservationsSeed> {
  const started = performance.now();
  const today = toDay(new Date());
  const [p] = await database.query<{ id: string }>(
    "insert into properties (host_id, property_type, title) values ($1, 'multi', 'Bench reservations') returning id",
    [hostId],
  );
  const propertyId = p!.id;
  await database.query(
    `insert into units (property_id, host_id, title, state, position, guests, booking_type)
     select $1, $2, 'Unit ' || g, 'PUBLISHED', g, 4, 'onRequest' from generate_series(1, $3::int) g`,
    [propertyId, hostId, RESERVATION_UNITS],
  );

  // bookings: slot j of unit n starts at today - 700 + 10 j + n % 10
  await database.query(
    `with slots as (
       select u.id as unit_id, u.host_id, u.position as n, j,
              $2::date - 700 + j * 10 + u.position % 10 as check_in,
              1 + (u.position * 7 + j * 13) % 7 as nights,
              1 + (u.position + j) % 4 as guests,
              (u.position * 31 + j * 17) % 100 as h
       from units u cross join generate_series(0, $3::int - 1) j
       where u.property_id = $1
     ), stays as (
       select s.*, s.check_in + s.nights as check_out,
              (s.check_in - 30)::timestamptz + make_interval(mins => (s.h * 13) % 1440) as created,
              case
                when s.h < 8 then 'CANCELLED'
                when s.check_in + s.nights > $2::date then 'CONFIRMED'
                when s.check_in + s.nights = $2::date then 'COMPLETED'
                when s.check_in + s.nights > $2::date - 14 then 'IN_REVIEW_COLLECTION'
                when s.h % 3 = 0 then 'NO_REVIEW_COLLECTED'
                else 'REVIEW_COLLECTED'
              end as status
       from slots s
     )
     insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
       guest_email, guest_language, quote, currency, total, payment_option, cancelled_by, outcome,
       history, created_at, updated_at)
     select 'booking', host_id, unit_id, status, check_in, check_out, guests,
            'Guest ' || n || '-' || j, 'guest-' || n || '-' || j || '@example.test',
            (array['en', 'de', 'fr', 'it', 'es'])[1 + (n + j) % 5],
            ${quoteSql('check_in', 'check_out', 'nights', 'guests')}, 'EUR', nights * 12000, 'online_100',
            case when status = 'CANCELLED' then (case when h % 2 = 0 then 'OWNER' else 'GUEST' end) end,
            case when status = 'CANCELLED' then jsonb_build_object('by', case when h % 2 = 0 then 'OWNER' else 'GUEST' end,
              'reason', 'OTHER', 'subReason', null, 'explanation', 'Bench', 'at', ${isoAt("created + interval '1 day'")}) end,
            jsonb_build_array(jsonb_build_object('status', 'CONFIRMED', 'at', ${isoAt('created')}, 'by', 'GUEST'))
              || case when status = 'CONFIRMED' then '[]'::jsonb
                      else jsonb_build_array(jsonb_build_object('status', status,
                             'at', ${isoAt("case when status = 'CANCELLED' then created + interval '1 day' else check_out::timestamptz end")},
                             'by', case when status = 'CANCELLED' then 'OWNER' else 'SYSTEM' end)) end,
            created, created
     from stays`,
    [propertyId, today, BOOKINGS_PER_UNIT],
  );

  // booking requests (4 per unit) and inquiries (2 per unit, plus a confirmed one on every fourth)
  await database.query(
    `with asked as (
       select u.id as unit_id, u.host_id, u.position as n, k, 'booking_request' as kind,
              $2::date + 3 + (u.position * 7 + k * 61) % 280 as check_in,
              2 + (u.position + k) % 4 as nights,
              case when k < 2 then 'REQUESTED' when k = 2 then 'REJECTED' else 'EXPIRED' end as status,
              case when k < 2 then now() + interval '2 hours' + make_interval(mins => (u.position * 7 + k * 300) % 1200)
                   else now() - make_interval(days => 2 + k) end as respond_by
       from units u cross join generate_series(0, 3) k
       where u.property_id = $1
       union all
       select u.id, u.host_id, u.position, k, 'inquiry',
              case when k = 0 then $2::date + 2 + (u.position * 11) % 200
                   when u.position % 2 = 0 then $2::date - 100 + (u.position * 11) % 200
                   else $2::date - 120 + (u.position * 11) % 100 end,
              1 + u.position % 4,
              case when k = 0 and u.position % 2 = 0 then 'REQUESTED'
                   when k = 0 then 'ACTION_NEEDED'
                   when u.position % 2 = 0 then 'REJECTED'
                   else 'EXPIRED_CHECKOUT' end,
              case when k = 0 and u.position % 2 = 0 then now() + interval '3 hours'
                   else now() - interval '3 days' end
       from units u cross join generate_series(0, 1) k
       where u.property_id = $1
       union all
       -- one night in the free days of slot 90..97 (its booking ends by day 7, the next slot starts on day 10)
       select u.id, u.host_id, u.position, 2, 'inquiry',
              $2::date - 700 + (90 + u.position % 8) * 10 + u.position % 10 + 8, 1, 'CONFIRMED', now() - interval '3 days'
       from units u
       where u.property_id = $1 and u.position % 4 = 0
     ), rows as (
       select a.*, a.check_in + a.nights as check_out, 1 + (a.n + a.k) % 4 as guests,
              now() - make_interval(days => 1 + (a.n + a.k) % 5) as created
       from asked a
     )
     insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
       guest_email, guest_language, message, quote, currency, total, payment_option, respond_by,
       outcome, history, created_at, updated_at)
     select kind, host_id, unit_id, status, check_in, check_out, guests,
            'Asker ' || n || '-' || k, 'asker-' || n || '-' || k || '@example.test', 'en',
            'Is the place free on these dates?',
            ${quoteSql('check_in', 'check_out', 'nights', 'guests')}, 'EUR', nights * 12000, 'online_100', respond_by,
            case when status = 'REJECTED' then jsonb_build_object('by', 'OWNER', 'reason', 'OTHER',
              'subReason', null, 'explanation', 'Bench', 'message', null, 'at', ${isoAt('created')}) end,
            jsonb_build_array(jsonb_build_object('status', 'REQUESTED', 'at', ${isoAt('created')}, 'by', 'GUEST'))
              || case when status = 'REQUESTED' then '[]'::jsonb
                      else jsonb_build_array(jsonb_build_object('status', status, 'at', ${isoAt('created')},
                             'by', case when status in ('REJECTED', 'CONFIRMED') then 'OWNER' else 'SYSTEM' end)) end,
            created, created
     from rows`,
    [propertyId, today],
  );

  // the contested ranges: request r of unit n takes [today + 320 + r % 3, today + 324 + r % 4)
  const contestedRows = await database.query<{ id: string; unit_id: string }>(
    `insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
       guest_email, guest_language, quote, currency, total, payment_option, respond_by, history)
     select 'booking_request', u.host_id, u.id, 'REQUESTED', d.check_in, d.check_out, 2,
            'Racer ' || u.position || '-' || r, 'racer-' || u.position || '-' || r || '@example.test', 'en',
            ${quoteSql('d.check_in', 'd.check_out', '(d.check_out - d.check_in)', '2')}, 'EUR',
            (d.check_out - d.check_in) * 12000, 'online_100', now() + interval '20 hours',
            jsonb_build_array(jsonb_build_object('status', 'REQUESTED', 'at', ${isoAt('now()')}, 'by', 'GUEST'))
     from units u cross join generate_series(0, $3::int - 1) r
     cross join lateral (select $2::date + 320 + r % 3 as check_in, $2::date + 324 + r % 4 as check_out) d
     where u.property_id = $1 and u.position <= $4
     returning id, unit_id`,
    [propertyId, today, RACE_REQUESTS_PER_UNIT, RACE_UNITS],
  );
  const byUnit = new Map<string, string[]>();
  for (const r of contestedRows) byUnit.set(r.unit_id, [...(byUnit.get(r.unit_id) ?? []), r.id]);

  // what each stay holds of its unit's dates; the exclusion constraint checks the occupying ones
  await database.query(
    `insert into occupancies (unit_id, kind, occupies, date_from, date_to, source_id, created_at)
     select r.unit_id, r.kind,
            (r.kind = 'booking' and r.status <> 'CANCELLED')
              or (r.kind = 'inquiry' and r.status in ('CONFIRMED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED')),
            check_in, check_out, r.id, r.created_at
     from reservations r join units u on u.id = r.unit_id
     where r.host_id = $1 and u.property_id = $2`,
    [hostId, propertyId],
  );
  // the steady state of a table autovacuum looks after: statistics and the visibility map (which
  // index-only scans rely on) are up to date
  await database.query('vacuum (analyze) reservations, occupancies');
  const counts = await database.query<{ key: string; n: number }>(
    `select kind || ' ' || status as key, count(*)::int as n from reservations where host_id = $1
     group by 1 order by 1`,
    [hostId],
  );
  return {
    propertyId,
    contested: [...byUnit.values()],
    counts: Object.fromEntries(counts.map((c) => [c.key, c.n])),
    seedMs: Math.round(performance.now() - started),
  };
}

/** The reservations lists the bench loads: the tabs of the web app, each at page 1 and deep. */
export const RESERVATION_LISTS = [
  { name: 'bookings upcoming', path: '/api/app/bookings?tab=upcoming' },
  { name: 'bookings current', path: '/api/app/bookings?tab=current' },
  { name: 'bookings completed', path: '/api/app/bookings?tab=completed' },
  { name: 'bookings cancelled', path: '/api/app/bookings?tab=cancelled' },
  { name: 'bookings all', path: '/api/app/bookings?tab=all' },
  { name: 'requests pending', path: '/api/app/booking-requests' },
  { name: 'inquiries open', path: '/api/app/booking-inquiries?archived=false' },
  { name: 'inquiries archived', path: '/api/app/booking-inquiries?archived=true' },
] as const;

export interface LatencyFigures {
  name: string;
  path: string;
  /** rows the list holds (pagination.total) */
  total?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` clients on one URL for a second (warm-up), then for `seconds`. */
async function latency(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  await autocannon({ url, headers, connections, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * Every list of RESERVATION_LISTS at page 1 and at the deep page (page 500 of 20, or the last
 * page of a shorter list), then GET /api/app/booking-requests-pending-count.
 */
export async function benchReservationLists(
  appUrl: string,
  token: string,
  seconds: number,
  connections = 10,
): Promise<{ lists: LatencyFigures[]; pendingCount: LatencyFigures & { count: number } }> {
  const headers = { authorization: `Bearer ${token}` };
  const lists: LatencyFigures[] = [];
  for (const list of RESERVATION_LISTS) {
    const sep = list.path.includes('?') ? '&' : '?';
    const at = (page: number) => `${list.path}${sep}page=${page}&limit=${PAGE_SIZE}`;
    const probe = await fetch(`${appUrl}${at(1)}`, { headers });
    if (!probe.ok) throw new Error(`${list.path} failed: ${probe.status} ${await probe.text()}`);
    const { pagination } = (await probe.json()) as { pagination: { total: number; pages: number } };
    const deep = Math.max(1, Math.min(DEEP_PAGE, pagination.pages));
    for (const page of [1, deep]) {
      const path = at(page);
      lists.push({
        name: `${list.name}, page ${page}${page === deep && deep < DEEP_PAGE && page > 1 ? ' (last)' : ''}`,
        path,
        total: pagination.total,
        ...(await latency(`${appUrl}${path}`, headers, seconds, connections)),
      });
    }
  }
  const countPath = '/api/app/booking-requests-pending-count';
  const probe = await fetch(`${appUrl}${countPath}`, { headers });
  if (!probe.ok) throw new Error(`${countPath} failed: ${probe.status} ${await probe.text()}`);
  const { count } = (await probe.json()) as { count: number };
  return {
    lists,
    pendingCount: {
      name: 'pending requests count',
      path: countPath,
      count,
      ...(await latency(`${appUrl}${countPath}`, headers, seconds, connections)),
    },
  };
}

export interface RaceResult {
  requests: number;
  ranges: number;
  ms: number;
  statuses: Record<string, number>;
  /** ranges whose requests did not get exactly one 2xx */
  badRanges: number;
  /** occupying occupancies rows of one unit that overlap (must be 0) */
  overlaps: number;
  /** bookings made from the contested requests (must equal the ranges) */
  bookingsMade: number;
  pass: boolean;
}

/**
 * The confirm race: every contested request's POST /api/app/booking-requests/{id}/confirm at once
 * (500 in flight), then the checks: one 2xx per range, 409 for the rest, no 5xx, and no two
 * occupying rows of a unit overlapping (asked of the database with `query`).
 */
export async function confirmRace(
  appUrl: string,
  token: string,
  contested: string[][],
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
): Promise<RaceResult> {
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const answers = await Promise.all(
    contested.map((ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            const res = await fetch(`${appUrl}/api/app/booking-requests/${id}/confirm`, {
              method: 'POST',
              headers,
            });
            await res.arrayBuffer();
            return res.status;
          } catch {
            return 0;
          }
        }),
      ),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const statuses: Record<string, number> = {};
  let badRanges = 0;
  for (const range of answers) {
    for (const s of range) statuses[s] = (statuses[s] ?? 0) + 1;
    const ok = range.filter((s) => s >= 200 && s < 300).length;
    const conflicts = range.filter((s) => s === 409).length;
    if (ok !== 1 || conflicts !== range.length - 1) badRanges++;
  }
  const [overlap] = await query(
    `select count(*)::int as n from occupancies a join occupancies b
       on a.unit_id = b.unit_id and a.id < b.id and a.occupies and b.occupies
      and daterange(a.date_from, a.date_to, '[)') && daterange(b.date_from, b.date_to, '[)')`,
  );
  const ids = contested.flat();
  const [made] = await query(
    `select count(*)::int as n from reservations where kind = 'booking' and origin_id = any($1::uuid[])`,
    [ids],
  );
  const overlaps = Number(overlap?.n ?? -1);
  const bookingsMade = Number(made?.n ?? -1);
  const fiveHundreds = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500 || Number(s) === 0)
    .reduce((n, [, c]) => n + c, 0);
  return {
    requests: ids.length,
    ranges: contested.length,
    ms,
    statuses,
    badRanges,
    overlaps,
    bookingsMade,
    pass: badRanges === 0 && fiveHundreds === 0 && overlaps === 0 && bookingsMade === contested.length,
  };
}
