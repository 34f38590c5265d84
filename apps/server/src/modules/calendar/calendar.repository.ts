import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  calendarEdits,
  calendarFeeds,
  feedEvents,
  nightRates,
  occupancies,
  properties,
  unitIcalTokens,
  units,
} from '../../db/schema/index.ts';
import { unitLock } from '../../db/unit-lock.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: both run the same queries. */
export type Executor = Db | Tx;

/** Occupancy kinds that are stays (a guest's), as opposed to blocks (manual, external). */
export const STAY_KINDS = ['booking', 'booking_request', 'inquiry'] as const;
const STAYS = inArray(occupancies.kind, [...STAY_KINDS]);

const overlaps = (from: SQL | string, to: SQL | string) =>
  and(lt(occupancies.dateFrom, to as string), gt(occupancies.dateTo, from as string));

/**
 * What the nights of unit `u` hold between two SQL dates, as JSON arrays (positional, to keep rows
 * small): `occ` the occupancies the calendar shows (whatever occupies, plus the pending requests
 * and the open inquiries, which hold nothing yet; cancelled, rejected and expired stays are gone)
 * with their reservation's status, guest and party (copied onto them by triggers, migration
 * 0014), `events` the imported events with their feed's name and whether it is Smoobu's, `rates`
 * the nights the host priced.
 */
/**
 * A feed exported by Smoobu (the channel manager; its iCal addresses are on smoobu.com): its events
 * are the `smoobu` entries of 000 section 3, the others `external`.
 */
const SMOOBU_URL = '^https?://([a-z0-9-]+\\.)*smoobu\\.com(:[0-9]+)?(/|$)';
const nightsOfUnit = (from: string, to: string) => `
  (select coalesce(json_agg(json_build_array(o.id, o.kind, o.occupies, o.date_from, o.date_to, o.source_id,
            o.status, o.guest_name, o.guests) order by o.date_from), '[]')
     from occupancies o
    where o.unit_id = u.id and o.date_from < ${to} and o.date_to > ${from}
      and (o.occupies or (o.kind = 'booking_request' and o.status = 'REQUESTED')
           or (o.kind = 'inquiry' and o.status in ('REQUESTED', 'ACTION_NEEDED')))) as occ,
  (select coalesce(json_agg(json_build_array(e.id, e.feed_id, f.name, e.date_from, e.date_to, e.summary,
            e.resolved_at is not null, f.url ~* '${SMOOBU_URL}') order by e.date_from), '[]')
     from feed_events e join calendar_feeds f on f.id = e.feed_id
    where e.unit_id = u.id and e.date_from < ${to} and e.date_to > ${from}) as events,
  (select coalesce(json_agg(json_build_array(n.night, n.price, n.minimum_stay)), '[]')
     from night_rates n where n.unit_id = u.id and n.night >= ${from} and n.night < ${to}) as rates`;

/** [id, kind, occupies, dateFrom, dateTo, sourceId, status, guestName, guests] */
export type OccTuple = [
  string,
  string,
  boolean,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number | null,
];
/** [id, feedId, feedName, dateFrom, dateTo, summary, resolved, fromSmoobu] */
export type EventTuple = [string, string, string, string, string, string | null, boolean, boolean];
/** [night, price, minimumStay] */
export type RateTuple = [string, number | null, number | null];
/** A unit's calendar status and price with what its nights hold in a window. */
export interface NightsOfUnitRow {
  calendar_status: string;
  price_and_availability: unknown;
  occ: OccTuple[];
  events: EventTuple[];
  rates: RateTuple[];
}
/** A unit of a timeline page: what is read each time (its calendar comes from `nightsOfUnits`). */
export interface TimelineRow {
  id: string;
  title: string | null;
  property_id: string;
  state: string;
  feed_errors: number;
  total: number;
  /** units.calendar_version, as text (a bigint) */
  calendar_version: string;
}
/** A unit's calendar with the version it was read under (the same statement, so the same snapshot). */
export interface UnitNightsRow extends NightsOfUnitRow {
  id: string;
  calendar_version: string;
}

export type FeedRow = typeof calendarFeeds.$inferSelect;
export type FeedEventRow = typeof feedEvents.$inferSelect;
export type EditRow = typeof calendarEdits.$inferSelect;

/**
 * SQL of the calendar: what a unit's nights hold (occupancies, imported events, night rates), the
 * host's units for the timeline, feeds, and bulk edits. Host scoping: every unit id that reaches
 * here was checked to be the host's (units service or `ownedUnits`); lists read by host id.
 */
export function calendarRepository(database: Database) {
  const { db } = database;

  return {
    db,
    /** One transaction holding the advisory locks of the units, taken in one order (no deadlock). */
    withUnitLocks<T>(unitIds: string[], fn: (tx: Tx) => Promise<T>): Promise<T> {
      const ordered = [...new Set(unitIds)].sort();
      return db.transaction(async (tx) => {
        for (const id of ordered) await tx.execute(unitLock(id));
        return fn(tx);
      });
    },

    /** The host's live units among `ids`, with their price step (bulk edits). */
    ownedUnits(hostId: string, ids: string[]) {
      return db
        .select({ id: units.id, priceAndAvailability: units.priceAndAvailability })
        .from(units)
        .where(and(eq(units.hostId, hostId), inArray(units.id, ids), ne(units.state, 'DELETED')));
    },

    async ownsProperty(hostId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.hostId, hostId)));
      return Boolean(row);
    },

    /**
     * The unit's calendar status and price with what its nights hold in [from, to) (occupancies,
     * imported events, night rates) in one round trip; undefined when it is not the host's live unit.
     */
    async unitCalendar(hostId: string, unitId: string, from: string, to: string) {
      const [row] = await database.query<NightsOfUnitRow>(
        `select u.calendar_status, u.price_and_availability, ${nightsOfUnit('$3::date', '$4::date')}
           from units u where u.id = $1 and u.host_id = $2 and u.state <> 'DELETED'`,
        [unitId, hostId, from, to],
        'calendar_unit',
      );
      return row;
    },

    /**
     * A page of the host's live units for the timeline, by title, with search and property filter:
     * what is read for every call (title, state, failing feeds, the count) and each unit's calendar
     * version, which says whether a cached calendar of it is current (`nightsOfUnits` reads the rest).
     */
    async timelinePage(
      hostId: string,
      q: { search?: string | undefined; propertyId?: string | undefined; page: number; limit: number },
    ) {
      const term = q.search?.trim();
      // the host's live units with the filters, whose parameters come after `first` others
      const live = (first: number) => {
        const params: unknown[] = [];
        let sql = `from units where host_id = $1 and state <> 'DELETED'`;
        if (term) {
          params.push(`%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
          sql += ` and lower(coalesce(title, '')) like $${first + params.length}`;
        }
        if (q.propertyId) {
          params.push(q.propertyId);
          sql += ` and property_id = $${first + params.length}`;
        }
        return { sql, params };
      };
      const page = live(3);
      const rows = await database.query<TimelineRow>(
        `select u.id, u.title, u.property_id, u.state, u.calendar_version::text as calendar_version,
            (select count(*) from calendar_feeds f where f.unit_id = u.id and f.last_error is not null)::int as feed_errors,
            (select count(*) ${page.sql})::int as total
           from (select id, title, property_id, state, calendar_version ${page.sql}
                  order by lower(coalesce(title, '')) collate "C", id limit $2 offset $3) u
          order by lower(coalesce(u.title, '')) collate "C", u.id`,
        [hostId, q.limit, (q.page - 1) * q.limit, ...page.params],
        `calendar_timeline_page_${term ? 's' : ''}${q.propertyId ? 'p' : ''}`,
      );
      if (rows.length || q.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // past the last page: the total still says how many there are
      const all = live(1);
      const [count] = await database.query<{ n: number }>(`select count(*)::int as n ${all.sql}`, [
        hostId,
        ...all.params,
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * The calendars of the host's units `ids` in [from, to) (status, price, what their nights hold),
     * each with the calendar version it was read under: one statement, so one snapshot, and the
     * triggers of migration 0026 bump the version in the transaction of every change of them.
     */
    nightsOfUnits(hostId: string, ids: string[], from: string, to: string) {
      return database.query<UnitNightsRow>(
        `select u.id, u.calendar_version::text as calendar_version, u.calendar_status, u.price_and_availability,
            ${nightsOfUnit('$3::date', '$4::date')}
           from units u where u.id = any($1::uuid[]) and u.host_id = $2`,
        [ids, hostId, from, to],
        'calendar_timeline_nights',
      );
    },

    rates(ex: Executor, unitIds: string[], from: string, to: string) {
      return ex
        .select()
        .from(nightRates)
        .where(
          and(inArray(nightRates.unitId, unitIds), gte(nightRates.night, from), lt(nightRates.night, to)),
        );
    },

    /** Occupying ranges of units overlapping [from, to) (every kind), for the night arithmetic. */
    occupying(tx: Executor, unitIds: string[], from: string, to: string) {
      return tx
        .select({
          unitId: occupancies.unitId,
          id: occupancies.id,
          kind: occupancies.kind,
          dateFrom: occupancies.dateFrom,
          dateTo: occupancies.dateTo,
          sourceId: occupancies.sourceId,
        })
        .from(occupancies)
        .where(and(inArray(occupancies.unitId, unitIds), eq(occupancies.occupies, true), overlaps(from, to)))
        .orderBy(asc(occupancies.dateFrom));
    },

    /** Replaces the unit's manual blocks overlapping or touching [from, to) with `ranges`. */
    async replaceManual(
      tx: Executor,
      unitId: string,
      from: string,
      to: string,
      ranges: { dateFrom: string; dateTo: string }[],
    ) {
      await tx
        .delete(occupancies)
        .where(
          and(
            eq(occupancies.unitId, unitId),
            eq(occupancies.kind, 'manual'),
            sql`${occupancies.dateFrom} <= ${to}::date and ${occupancies.dateTo} >= ${from}::date`,
          ),
        );
      if (ranges.length) {
        await tx
          .insert(occupancies)
          .values(ranges.map((r) => ({ unitId, kind: 'manual' as const, occupies: true, ...r })));
      }
    },

    /** What the unit's imported events block: replaced by the given runs (source = the feed). */
    async replaceExternal(
      tx: Executor,
      unitId: string,
      runs: { feedId: string; dateFrom: string; dateTo: string }[],
    ) {
      await tx
        .delete(occupancies)
        .where(and(eq(occupancies.unitId, unitId), eq(occupancies.kind, 'external')));
      for (let i = 0; i < runs.length; i += 1000) {
        await tx.insert(occupancies).values(
          runs.slice(i, i + 1000).map((r) => ({
            unitId,
            kind: 'external' as const,
            occupies: true,
            dateFrom: r.dateFrom,
            dateTo: r.dateTo,
            sourceId: r.feedId,
          })),
        );
      }
    },

    /** Every imported event of a unit (to derive what they block). */
    unitFeedEvents(tx: Executor, unitId: string) {
      return tx
        .select({ feedId: feedEvents.feedId, dateFrom: feedEvents.dateFrom, dateTo: feedEvents.dateTo })
        .from(feedEvents)
        .where(eq(feedEvents.unitId, unitId))
        .orderBy(asc(feedEvents.feedId));
    },

    /** Occupying stays and manual blocks of a unit from `from` on (the holes of imported events). */
    holdsFrom(tx: Executor, unitId: string, from: string) {
      return tx
        .select({ dateFrom: occupancies.dateFrom, dateTo: occupancies.dateTo })
        .from(occupancies)
        .where(
          and(
            eq(occupancies.unitId, unitId),
            eq(occupancies.occupies, true),
            ne(occupancies.kind, 'external'),
            gt(occupancies.dateTo, from),
          ),
        );
    },

    /** Sets (or, with null, clears) price and/or minimum stay on the given nights of a unit. */
    async setRates(
      tx: Executor,
      unitId: string,
      nights: string[],
      patch: { price?: number | null; minimumStay?: number | null },
    ) {
      if (!nights.length) return;
      const set: Record<string, SQL> = {};
      if (patch.price !== undefined) set.price = sql`excluded.price`;
      if (patch.minimumStay !== undefined) set.minimumStay = sql`excluded.minimum_stay`;
      for (let i = 0; i < nights.length; i += 1000) {
        await tx
          .insert(nightRates)
          .values(
            nights.slice(i, i + 1000).map((night) => ({
              unitId,
              night,
              price: patch.price ?? null,
              minimumStay: patch.minimumStay ?? null,
            })),
          )
          .onConflictDoUpdate({ target: [nightRates.unitId, nightRates.night], set });
      }
      await tx
        .delete(nightRates)
        .where(and(eq(nightRates.unitId, unitId), isNull(nightRates.price), isNull(nightRates.minimumStay)));
    },

    async deleteRates(tx: Executor, unitIds: string[], from: string, to: string) {
      await tx
        .delete(nightRates)
        .where(
          and(inArray(nightRates.unitId, unitIds), gte(nightRates.night, from), lt(nightRates.night, to)),
        );
    },
    async insertRates(tx: Executor, rows: (typeof nightRates.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(nightRates).values(rows.slice(i, i + 1000));
    },

    /** Manual blocks of the units overlapping [from, to), whole. */
    manualIn(tx: Executor, unitIds: string[], from: string, to: string) {
      return tx
        .select({ unitId: occupancies.unitId, dateFrom: occupancies.dateFrom, dateTo: occupancies.dateTo })
        .from(occupancies)
        .where(and(inArray(occupancies.unitId, unitIds), eq(occupancies.kind, 'manual'), overlaps(from, to)));
    },

    // ---------------------------------------------------------------------------------------
    // Bulk edits and their undo

    async insertEdit(tx: Executor, row: typeof calendarEdits.$inferInsert) {
      const [created] = await tx.insert(calendarEdits).values(row).returning({ id: calendarEdits.id });
      return created!.id;
    },
    /** The host's latest bulk edit, locked, if it has not been undone. */
    async lastEdit(tx: Executor, hostId: string) {
      const [row] = await tx
        .select()
        .from(calendarEdits)
        .where(eq(calendarEdits.hostId, hostId))
        .orderBy(sql`${calendarEdits.createdAt} desc`, sql`${calendarEdits.id} desc`)
        .limit(1)
        .for('update');
      return row && !row.undoneAt ? row : undefined;
    },
    async markUndone(tx: Executor, id: string) {
      await tx.update(calendarEdits).set({ undoneAt: sql`now()` }).where(eq(calendarEdits.id, id));
    },

    // ---------------------------------------------------------------------------------------
    // iCal: the export token, feeds and their events

    async icalToken(unitId: string) {
      const [row] = await db.select().from(unitIcalTokens).where(eq(unitIcalTokens.unitId, unitId));
      return row?.token;
    },
    async setIcalToken(unitId: string, token: string) {
      await db
        .insert(unitIcalTokens)
        .values({ unitId, token })
        .onConflictDoUpdate({ target: unitIcalTokens.unitId, set: { token, createdAt: sql`now()` } });
    },
    /** Occupying stays and blocks of a unit ending after `from` (the export). */
    exportable(unitId: string, from: string) {
      return db
        .select({
          id: occupancies.id,
          kind: occupancies.kind,
          dateFrom: occupancies.dateFrom,
          dateTo: occupancies.dateTo,
        })
        .from(occupancies)
        .where(
          and(
            eq(occupancies.unitId, unitId),
            eq(occupancies.occupies, true),
            ne(occupancies.kind, 'external'),
            gt(occupancies.dateTo, from),
          ),
        )
        .orderBy(asc(occupancies.dateFrom));
    },

    feeds(unitId: string) {
      return db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.unitId, unitId))
        .orderBy(asc(calendarFeeds.createdAt));
    },
    async feed(hostId: string | null, unitId: string | null, id: string) {
      const where = [eq(calendarFeeds.id, id)];
      if (hostId) where.push(eq(calendarFeeds.hostId, hostId));
      if (unitId) where.push(eq(calendarFeeds.unitId, unitId));
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(and(...where));
      return row;
    },
    async countFeeds(unitId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.unitId, unitId));
      return row?.n ?? 0;
    },
    async insertFeed(row: typeof calendarFeeds.$inferInsert) {
      const [created] = await db.insert(calendarFeeds).values(row).returning();
      return created!;
    },
    async updateFeed(ex: Executor, id: string, patch: Partial<typeof calendarFeeds.$inferInsert>) {
      await ex.update(calendarFeeds).set(patch).where(eq(calendarFeeds.id, id));
    },
    async deleteFeed(tx: Executor, id: string) {
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, id));
    },
    /** Feeds not read since `before` (or never), oldest first. */
    dueFeeds(before: Date, limit: number) {
      return db
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(
          sql`${calendarFeeds.lastAttemptAt} is null or ${calendarFeeds.lastAttemptAt} < ${before.toISOString()}`,
        )
        .orderBy(sql`${calendarFeeds.lastAttemptAt} asc nulls first`)
        .limit(limit);
    },
    /** How many events each feed has, and how many of them overlap a stay unresolved. */
    async feedCounts(feedIds: string[]) {
      if (!feedIds.length) return new Map<string, { events: number; conflicts: number }>();
      const rows = await db
        .select({
          feedId: feedEvents.feedId,
          events: count(),
          // written out in full: inside the subquery an unqualified column would be the occupancy's
          conflicts:
            sql<number>`count(*) filter (where feed_events.resolved_at is null and exists (select 1 from occupancies o where o.unit_id = feed_events.unit_id and o.occupies and o.kind in ('booking', 'booking_request', 'inquiry') and o.date_from < feed_events.date_to and o.date_to > feed_events.date_from))`.mapWith(
              Number,
            ),
        })
        .from(feedEvents)
        .where(inArray(feedEvents.feedId, feedIds))
        .groupBy(feedEvents.feedId);
      return new Map(rows.map((r) => [r.feedId, { events: r.events, conflicts: r.conflicts }]));
    },

    /**
     * Writes what a feed says: its events by uid (dates moved or new; a resolved conflict whose
     * dates moved is open again), and drops the events it no longer lists.
     */
    async saveFeedEvents(
      tx: Executor,
      feed: { id: string; unitId: string },
      events: { uid: string; dateFrom: string; dateTo: string; summary: string | null }[],
    ) {
      for (let i = 0; i < events.length; i += 1000) {
        await tx
          .insert(feedEvents)
          .values(events.slice(i, i + 1000).map((e) => ({ ...e, feedId: feed.id, unitId: feed.unitId })))
          .onConflictDoUpdate({
            target: [feedEvents.feedId, feedEvents.uid],
            set: {
              dateFrom: sql`excluded.date_from`,
              dateTo: sql`excluded.date_to`,
              summary: sql`excluded.summary`,
              resolvedAt: sql`case when ${feedEvents.dateFrom} = excluded.date_from and ${feedEvents.dateTo} = excluded.date_to then ${feedEvents.resolvedAt} end`,
            },
          });
      }
      const keep = events.map((e) => e.uid);
      await tx
        .delete(feedEvents)
        .where(
          and(eq(feedEvents.feedId, feed.id), keep.length ? notInArray(feedEvents.uid, keep) : sql`true`),
        );
    },

    /** The feed's events over a stay, not resolved, not over yet (to tell new conflicts from known). */
    openConflicts(tx: Executor, feedId: string, today: string) {
      return tx
        .select({ id: feedEvents.id, dateFrom: feedEvents.dateFrom, dateTo: feedEvents.dateTo })
        .from(feedEvents)
        .where(
          and(
            eq(feedEvents.feedId, feedId),
            isNull(feedEvents.resolvedAt),
            gt(feedEvents.dateTo, today),
            // written out in full: inside the subquery an unqualified column would be the occupancy's
            sql`exists (select 1 from occupancies o where o.unit_id = feed_events.unit_id and o.occupies and o.kind in ('booking', 'booking_request', 'inquiry') and o.date_from < feed_events.date_to and o.date_to > feed_events.date_from)`,
          ),
        )
        .orderBy(asc(feedEvents.dateFrom));
    },

    /** Open conflicts of the host: imported events over a stay, not resolved, not over yet. */
    conflicts(hostId: string, today: string, unitId?: string) {
      const clash = db
        .select({
          kind: occupancies.kind,
          sourceId: occupancies.sourceId,
          dateFrom: occupancies.dateFrom,
          dateTo: occupancies.dateTo,
        })
        .from(occupancies)
        .where(
          and(
            // the outer event's columns, qualified (unqualified they would be the occupancy's)
            sql`${occupancies.unitId} = feed_events.unit_id`,
            eq(occupancies.occupies, true),
            STAYS,
            sql`${occupancies.dateFrom} < feed_events.date_to and ${occupancies.dateTo} > feed_events.date_from`,
          ),
        )
        .orderBy(asc(occupancies.dateFrom))
        .limit(1)
        .as('clash');
      const where = [
        eq(calendarFeeds.hostId, hostId),
        isNull(feedEvents.resolvedAt),
        gt(feedEvents.dateTo, today),
      ];
      if (unitId) where.push(eq(feedEvents.unitId, unitId));
      return db
        .select({
          id: feedEvents.id,
          unitId: feedEvents.unitId,
          unitTitle: units.title,
          feedId: feedEvents.feedId,
          feedName: calendarFeeds.name,
          summary: feedEvents.summary,
          dateFrom: feedEvents.dateFrom,
          dateTo: feedEvents.dateTo,
          clashKind: clash.kind,
          clashSourceId: clash.sourceId,
          clashFrom: clash.dateFrom,
          clashTo: clash.dateTo,
        })
        .from(feedEvents)
        .innerJoin(calendarFeeds, eq(calendarFeeds.id, feedEvents.feedId))
        .innerJoin(units, eq(units.id, feedEvents.unitId))
        .innerJoinLateral(clash, sql`true`)
        .where(and(...where))
        .orderBy(asc(feedEvents.dateFrom))
        .limit(200);
    },
    async resolveConflict(hostId: string, id: string) {
      const rows = await db
        .update(feedEvents)
        .set({ resolvedAt: sql`now()` })
        .where(
          and(
            eq(feedEvents.id, id),
            sql`${feedEvents.feedId} in (select ${calendarFeeds.id} from ${calendarFeeds} where ${calendarFeeds.hostId} = ${hostId})`,
          ),
        )
        .returning({ id: feedEvents.id });
      return rows.length > 0;
    },
  };
}
export type CalendarRepository = ReturnType<typeof calendarRepository>;
