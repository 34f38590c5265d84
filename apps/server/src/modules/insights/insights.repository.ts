import type { MatchPreferences } from '@host-portal/contracts/match-score';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { matchedCriteriaSql } from '../reservations/match-order.ts';

/**
 * The host's figures (issue 13, ADR 0040), read from the monthly tables that the triggers of
 * migration 0036 keep: the host's own rows (`insight_host_*`) without a unit, the unit's rows with
 * one. Every statement is keyed by the signed-in host. Months are 'YYYY-MM-01' dates, ranges
 * inclusive; `unitId` null means every unit.
 */
export interface InsightsScope {
  hostId: string;
  unitId: string | null;
  /** first month read (the previous period's start) */
  from: string;
  /** last month read */
  to: string;
}

const p = (s: InsightsScope) => [s.hostId, s.from, s.to];
const MONTH = `to_char(month, 'YYYY-MM') as month`;

export interface EarningRow {
  month: string;
  channel: 'instant' | 'request';
  currency: string;
  bookings: number;
  nights: number;
  gross: number;
}
export interface UnitEarningRow {
  unit_id: string;
  currency: string;
  bookings: number;
  nights: number;
  gross: number;
  units: number;
}
export interface NightsRow {
  month: string;
  booked: number;
  blocked: number;
}
export interface UnitNightsRow {
  unit_id: string;
  booked: number;
  blocked: number;
  units: number;
}
export interface UnitFactsRow {
  unit_id: string;
  title: string | null;
  listed: number;
}
export interface DemandRow {
  month: string;
  views: number;
  impressions: number;
  bookings: number;
  requests: number;
  inquiries: number;
  answered: number;
  expired: number;
  response_seconds: number;
}
export interface ReviewsRow {
  month: string;
  reviews: number;
  replied: number;
  rating: number;
  cleanliness: number;
  accuracy: number;
  communication: number;
  location: number;
  check_in: number;
  value: number;
}

const EARNINGS_HOST = `select ${MONTH}, channel, currency, bookings, nights, gross::float8 as gross
  from insight_host_earnings where host_id = $1 and month between $2::date and $3::date`;
const EARNINGS_UNIT = `select ${MONTH}, channel, currency, bookings, nights, gross::float8 as gross
  from insight_unit_earnings where host_id = $1 and month between $2::date and $3::date and unit_id = $4`;

/** The units that earned most in the range, per currency (every unit of the host added up). */
const EARNINGS_BY_UNIT = `with g as (
    select unit_id, currency, sum(bookings)::int as bookings, sum(nights)::int as nights,
           sum(gross)::float8 as gross
    from insight_unit_earnings where host_id = $1 and month between $2::date and $3::date
      and ($4::uuid is null or unit_id = $4::uuid)
    group by unit_id, currency
    having sum(bookings) <> 0 or sum(gross) <> 0
  ), r as (
    select g.*, row_number() over (partition by currency order by gross desc, unit_id) as n,
           count(*) over (partition by currency)::int as units
    from g
  )
  select unit_id, currency, bookings, nights, gross, units from r where n <= $5 order by currency, n`;

const NIGHTS_HOST = `select ${MONTH}, booked_nights as booked, blocked_nights as blocked
  from insight_host_nights where host_id = $1 and month between $2::date and $3::date`;
const NIGHTS_UNIT = `select ${MONTH}, booked_nights as booked, blocked_nights as blocked
  from insight_unit_nights where host_id = $1 and month between $2::date and $3::date and unit_id = $4`;

/*
 * A unit is listed from the day it was approved (created, for units that skipped the review) until
 * it was deleted; units never approved and not live are not listed. Windows of the host's units
 * grouped first, so a 2,000-unit host with one creation day is one row.
 */
const LISTED_WHERE = `host_id = $1 and ($4::uuid is null or id = $4::uuid)
  and (approved_at is not null or state in ('PUBLISHED', 'UNPUBLISHED', 'APPROVED'))`;
const LISTED_FROM = `(coalesce(approved_at, created_at) at time zone 'UTC')::date`;
const LISTED_TO = `coalesce((deleted_at at time zone 'UTC')::date, 'infinity'::date)`;
const overlap = (f: string, t: string, start: string, end: string) =>
  `greatest(0, least(${t}, ${end}) - greatest(${f}, ${start}))`;

const LISTED_BY_MONTH = `with w as (
    select ${LISTED_FROM} as f, ${LISTED_TO} as t, count(*)::int as n
    from units where ${LISTED_WHERE} group by 1, 2
  ), m as (
    select g::date as m from generate_series($2::date, $3::date, interval '1 month') g
  )
  select to_char(m.m, 'YYYY-MM') as month,
         coalesce(sum(w.n * ${overlap('w.f', 'w.t', 'm.m', "(m.m + interval '1 month')::date")}), 0)::int as listed
  from m left join w on true group by m.m`;

/** The units with most booked nights in the range (every unit of the host added up). */
const NIGHTS_BY_UNIT = `with g as (
    select unit_id, sum(booked_nights)::int as booked, sum(blocked_nights)::int as blocked
    from insight_unit_nights where host_id = $1 and month between $2::date and $3::date
      and ($4::uuid is null or unit_id = $4::uuid)
    group by unit_id
    having sum(booked_nights) <> 0 or sum(blocked_nights) <> 0
  )
  select g.*, count(*) over ()::int as units from g order by booked desc, unit_id limit $5`;

/** Titles and nights listed in the range of a few of the host's units (by primary key). */
const UNIT_FACTS = `select id as unit_id, title,
    case when approved_at is not null or state in ('PUBLISHED', 'UNPUBLISHED', 'APPROVED')
         then ${overlap(LISTED_FROM, LISTED_TO, '$2::date', "($3::date + interval '1 month')::date")}
         else 0 end::int as listed
  from units where host_id = $1 and id = any($4::uuid[])`;

const DEMAND_COLUMNS = `bookings, requests, inquiries, answered, expired, response_seconds::float8 as response_seconds`;
const DEMAND_HOST = `select coalesce(d.month, s.month) as m, to_char(coalesce(d.month, s.month), 'YYYY-MM') as month,
    coalesce(s.views, 0) as views, coalesce(s.impressions, 0) as impressions,
    coalesce(d.bookings, 0) as bookings, coalesce(d.requests, 0) as requests, coalesce(d.inquiries, 0) as inquiries,
    coalesce(d.answered, 0) as answered, coalesce(d.expired, 0) as expired,
    coalesce(d.response_seconds, 0)::float8 as response_seconds
  from (select month, ${DEMAND_COLUMNS} from insight_host_demand
        where host_id = $1 and month between $2::date and $3::date) d
  full join (select month, views, impressions from host_monthly_stats
        where host_id = $1 and month between $2::date and $3::date) s on s.month = d.month`;
const DEMAND_UNIT = `select coalesce(d.month, s.month) as m, to_char(coalesce(d.month, s.month), 'YYYY-MM') as month,
    coalesce(s.views, 0) as views, coalesce(s.impressions, 0) as impressions,
    coalesce(d.bookings, 0) as bookings, coalesce(d.requests, 0) as requests, coalesce(d.inquiries, 0) as inquiries,
    coalesce(d.answered, 0) as answered, coalesce(d.expired, 0) as expired,
    coalesce(d.response_seconds, 0)::float8 as response_seconds
  from (select month, ${DEMAND_COLUMNS} from insight_unit_demand
        where host_id = $1 and month between $2::date and $3::date and unit_id = $4) d
  full join (select date_trunc('month', day::timestamp)::date as month, sum(views)::int as views,
        sum(impressions)::int as impressions from unit_daily_stats
        where host_id = $1 and unit_id = $4 and day >= $2::date and day < ($3::date + interval '1 month')
        group by 1) s on s.month = d.month`;

const REVIEW_COLUMNS = `reviews, replied, rating_sum as rating, cleanliness_sum as cleanliness,
  accuracy_sum as accuracy, communication_sum as communication, location_sum as location,
  check_in_sum as check_in, value_sum as value`;
const REVIEWS_HOST = `select ${MONTH}, ${REVIEW_COLUMNS} from insight_host_reviews
  where host_id = $1 and month between $2::date and $3::date`;
const REVIEWS_UNIT = `select ${MONTH}, ${REVIEW_COLUMNS} from insight_unit_reviews
  where host_id = $1 and month between $2::date and $3::date and unit_id = $4`;

export function insightsRepository(database: Database) {
  const num = <T extends object>(rows: T[]) =>
    rows.map(
      (r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && k !== 'month' ? Number(v) : v,
          ]),
        ) as T,
    );
  return {
    /** The host's insights version (0 before any figure): the by-unit rankings' cache key. */
    async version(hostId: string) {
      const rows = await database.query<{ version: string | number }>(
        'select version from insight_versions where host_id = $1',
        [hostId],
        'insights_version',
      );
      return Number(rows[0]?.version ?? 0);
    },

    /** What changes when a unit's title, state, approval or deletion does (the exports' cache key). */
    async unitsStamp(hostId: string) {
      const [row] = await database.query<{ stamp: string }>(
        `select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(max(approved_at)::text, '')
                || ':' || coalesce(max(deleted_at)::text, '') as stamp
         from units where host_id = $1`,
        [hostId],
        'insights_units_stamp',
      );
      return row?.stamp ?? '';
    },

    /** Titles and nights listed in the range `s.from`..`s.to` of the host's units `ids`. */
    unitFacts(s: InsightsScope, ids: string[]) {
      return database.query<UnitFactsRow>(UNIT_FACTS, [...p(s), ids], 'insights_unit_facts');
    },

    /** Whether the unit is the host's (a unit of another host is as unknown as none). */
    async ownsUnit(hostId: string, unitId: string) {
      const rows = await database.query<{ ok: number }>(
        'select 1 as ok from units where id = $1 and host_id = $2',
        [unitId, hostId],
        'insights_owns_unit',
      );
      return rows.length > 0;
    },

    async earnings(s: InsightsScope) {
      return num(
        s.unitId
          ? await database.query<EarningRow>(EARNINGS_UNIT, [...p(s), s.unitId], 'insights_earnings_unit')
          : await database.query<EarningRow>(EARNINGS_HOST, p(s), 'insights_earnings_host'),
      );
    },

    /** `s.from`..`s.to` is the current period here. */
    async earningsByUnit(s: InsightsScope, limit: number | null) {
      return num(
        await database.query<UnitEarningRow>(
          EARNINGS_BY_UNIT,
          [...p(s), s.unitId, limit ?? 2_147_483_647],
          'insights_earnings_by_unit',
        ),
      );
    },

    async nights(s: InsightsScope) {
      return s.unitId
        ? database.query<NightsRow>(NIGHTS_UNIT, [...p(s), s.unitId], 'insights_nights_unit')
        : database.query<NightsRow>(NIGHTS_HOST, p(s), 'insights_nights_host');
    },

    listedByMonth(s: InsightsScope) {
      return database.query<{ month: string; listed: number }>(
        LISTED_BY_MONTH,
        [...p(s), s.unitId],
        'insights_listed_by_month',
      );
    },

    nightsByUnit(s: InsightsScope, limit: number | null) {
      return database.query<UnitNightsRow>(
        NIGHTS_BY_UNIT,
        [...p(s), s.unitId, limit ?? 2_147_483_647],
        'insights_nights_by_unit',
      );
    },

    async demand(s: InsightsScope) {
      return num(
        s.unitId
          ? await database.query<DemandRow>(DEMAND_UNIT, [...p(s), s.unitId], 'insights_demand_unit')
          : await database.query<DemandRow>(DEMAND_HOST, p(s), 'insights_demand_host'),
      );
    },

    /**
     * Requests and inquiries asked in [start, end) by how many of the host's criteria they meet
     * (the requests list's SQL form of the match score); null when the host has no criteria.
     */
    async matchedCriteria(s: InsightsScope, prefs: MatchPreferences | null, start: Date, end: Date) {
      const matched = matchedCriteriaSql(prefs);
      if (!matched) return null;
      const r = reservations;
      const where: SQL[] = [
        eq(r.hostId, s.hostId),
        inArray(r.kind, ['booking_request', 'inquiry']),
        gte(r.createdAt, start),
        lt(r.createdAt, end),
      ];
      if (s.unitId) where.push(eq(r.unitId, s.unitId));
      const rows = await database.db
        .select({ met: sql<number>`(${matched})::int`.mapWith(Number), n: count() })
        .from(r)
        .where(and(...where))
        .groupBy(sql`1`);
      return rows;
    },

    async reviews(s: InsightsScope) {
      return num(
        s.unitId
          ? await database.query<ReviewsRow>(REVIEWS_UNIT, [...p(s), s.unitId], 'insights_reviews_unit')
          : await database.query<ReviewsRow>(REVIEWS_HOST, p(s), 'insights_reviews_host'),
      );
    },
  };
}
export type InsightsRepository = ReturnType<typeof insightsRepository>;

/**
 * Counts views or impressions of published units for a day: the unit's day row and its host's
 * month row, in one statement (key order, so concurrent beacons lock alike). Nothing about the
 * visitor is stored. Answers how many units were counted.
 */
const RECORD = `with u as (
    select id, host_id from units where id = any($1::uuid[]) and state = 'PUBLISHED' order by id
  ), d as (
    insert into unit_daily_stats as t (unit_id, day, host_id, views, impressions)
    select id, $2::date, host_id, $3::int, $4::int from u order by id
    on conflict (unit_id, day) do update
      set views = t.views + excluded.views, impressions = t.impressions + excluded.impressions
    returning host_id
  ), h as (
    insert into host_monthly_stats as t (host_id, month, views, impressions)
    select host_id, date_trunc('month', $2::timestamp)::date, count(*)::int * $3::int, count(*)::int * $4::int
    from d group by host_id order by host_id
    on conflict (host_id, month) do update
      set views = t.views + excluded.views, impressions = t.impressions + excluded.impressions
    returning 1
  )
  select (select count(*) from d)::int as n`;

export function insightsRecorder(database: Database) {
  return {
    async record(unitIds: string[], day: string, views: number, impressions: number) {
      if (unitIds.length === 0) return 0;
      const [row] = await database.query<{ n: number }>(
        RECORD,
        [unitIds, day, views, impressions],
        'insights_record',
      );
      return row?.n ?? 0;
    },
  };
}
export type InsightsRecorder = ReturnType<typeof insightsRecorder>;
