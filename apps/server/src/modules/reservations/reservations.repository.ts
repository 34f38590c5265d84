import type { MatchPreferences } from '@host-portal/contracts/match-score';
import type { BookingTab, ReservationListQuery } from '@host-portal/contracts/reservations';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  COMPLETED_BOOKING_STATUSES,
  COMPLETED_SQL,
  idempotencyKeys,
  occupancies,
  type ReservationKind,
  reservationCounts,
  reservations,
  units,
} from '../../db/schema/index.ts';
import { unitLock } from '../../db/unit-lock.ts';
import { matchedCriteriaSql } from './match-order.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: both run the same queries. */
export type Executor = Db | Tx;

/**
 * The statuses each bookings tab shows; dates decide between upcoming, current and completed. The
 * completed list is spelled as in the partial index reservations_host_completed_idx, which serves it.
 */
const COMPLETED = sql`${reservations.status} in (${sql.raw(COMPLETED_SQL)})`;
const INQUIRY_OPEN = ['REQUESTED', 'ACTION_NEEDED', 'CONFIRMED'];

/** What a list row shows (the quote, history and guest details stay in the table). */
const LIST_COLUMNS = {
  id: reservations.id,
  kind: reservations.kind,
  status: reservations.status,
  unitId: reservations.unitId,
  checkIn: reservations.checkIn,
  checkOut: reservations.checkOut,
  guests: reservations.guests,
  guestName: reservations.guestName,
  guestLanguage: reservations.guestLanguage,
  total: reservations.total,
  currency: reservations.currency,
  respondBy: reservations.respondBy,
  cancelledBy: reservations.cancelledBy,
  createdAt: reservations.createdAt,
};

/** A list's where clause: its conditions, whether they read the unit (search) and whether the user filtered. */
interface ListWhere {
  where: SQL[];
  joinsUnits: boolean;
  filtered: boolean;
}

/** True when a database error (or one it wraps) is the occupancy exclusion constraint. */
export function isOverlapError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23P01') return true;
  }
  return false;
}

/**
 * SQL of reservations, always scoped by the host id (DESIGN rule 6), and of the occupancies they
 * hold. Writes that must not race run in `withUnitLock`: one transaction that first takes the
 * unit's advisory lock, so two confirms of one unit queue up; the exclusion constraint stays the
 * last line of defence.
 */
export function reservationsRepository(database: Database) {
  const { db } = database;

  function filters(hostId: string, kind: ReservationKind, q: ReservationListQuery): ListWhere {
    const where: SQL[] = [eq(reservations.hostId, hostId), eq(reservations.kind, kind)];
    const { search, unitId, checkIn, checkOut } = q.criteria;
    const term = search?.trim();
    if (term) {
      const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        sql`(lower(${reservations.guestName}) like ${like} or lower(${reservations.guestEmail}) like ${like} or lower(coalesce(${units.title}, '')) like ${like})`,
      );
    }
    if (unitId) where.push(eq(reservations.unitId, unitId));
    if (checkIn?.to) where.push(lte(reservations.checkIn, checkIn.to));
    if (checkOut?.from) where.push(gte(reservations.checkOut, checkOut.from));
    return { where, joinsUnits: Boolean(term), filtered: where.length > 2 };
  }

  /** Rows matching a list's conditions (the unit joined only when the search reads its title). */
  async function countOf(list: ListWhere, extra: SQL[] = []) {
    const base = db.select({ n: count() }).from(reservations).$dynamic();
    const from = list.joinsUnits ? base.innerJoin(units, eq(units.id, reservations.unitId)) : base;
    const [row] = await from.where(and(...list.where, ...extra));
    return row?.n ?? 0;
  }

  /** The host's reservations of one kind per status, from reservation_counts (kept by triggers). */
  async function countsOf(hostId: string, kind: ReservationKind) {
    const rows = await db
      .select({ status: reservationCounts.status, n: reservationCounts.n })
      .from(reservationCounts)
      .where(and(eq(reservationCounts.hostId, hostId), eq(reservationCounts.kind, kind)));
    const by = new Map(rows.map((r) => [r.status, r.n]));
    return {
      of: (...statuses: readonly string[]) => statuses.reduce((n, s) => n + (by.get(s) ?? 0), 0),
      all: () => rows.reduce((n, r) => n + r.n, 0),
    };
  }

  /**
   * One page of a list. The page's keys come first, in list order, from the conditions alone (an
   * index-only scan where an index of the schema matches, so a deep OFFSET walks index entries, not
   * rows); then the page's rows and units are read. `total` counts the list (the counters when no
   * criteria narrow it; see the callers).
   */
  async function page(list: ListWhere, order: SQL[], q: ReservationListQuery, total: () => Promise<number>) {
    const keysBase = db.select({ id: reservations.id }).from(reservations).$dynamic();
    const keys = (list.joinsUnits ? keysBase.innerJoin(units, eq(units.id, reservations.unitId)) : keysBase)
      .where(and(...list.where))
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .as('page_keys');
    const [rows, n] = await Promise.all([
      db
        .select({ r: LIST_COLUMNS, unitTitle: units.title, propertyId: units.propertyId })
        .from(keys)
        .innerJoin(reservations, eq(reservations.id, keys.id))
        .innerJoin(units, eq(units.id, reservations.unitId))
        .orderBy(...order),
      total(),
    ]);
    return { rows, total: Math.max(0, n) };
  }

  return {
    /** One transaction holding the unit's advisory lock (released at commit or rollback). */
    withUnitLock<T>(unitId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(unitLock(unitId));
        return fn(tx);
      });
    },

    async insert(tx: Executor, row: NewReservation, occupies: boolean) {
      const [created] = await tx.insert(reservations).values(row).returning();
      if (!created) throw new Error('insert returned nothing');
      await tx.insert(occupancies).values({
        unitId: created.unitId,
        kind: created.kind,
        occupies,
        dateFrom: created.checkIn,
        dateTo: created.checkOut,
        sourceId: created.id,
      });
      return created;
    },

    async update(tx: Executor, id: string, patch: Partial<NewReservation>) {
      const [row] = await tx
        .update(reservations)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    /** Makes the stay of a reservation occupy (or free) its dates; the constraint refuses overlaps. */
    async setOccupies(tx: Executor, sourceId: string, occupies: boolean, kind?: string) {
      await tx
        .update(occupancies)
        .set({ occupies, ...(kind ? { kind: kind as never } : {}) })
        .where(eq(occupancies.sourceId, sourceId));
    },

    /** The first occupying stay of the unit that overlaps [from, to), other than `except`. */
    async overlapping(tx: Executor, unitId: string, from: string, to: string, except?: string) {
      const where = [
        eq(occupancies.unitId, unitId),
        eq(occupancies.occupies, true),
        lt(occupancies.dateFrom, to),
        gt(occupancies.dateTo, from),
      ];
      if (except) where.push(sql`${occupancies.sourceId} is distinct from ${except}`);
      return tx
        .select()
        .from(occupancies)
        .where(and(...where))
        .orderBy(asc(occupancies.dateFrom))
        .limit(1)
        .then((rows) => rows[0]);
    },

    /** Occupying stays overlapping [from, to) of the unit, paginated (for an inquiry's answer). */
    async overlappingPage(
      unitId: string,
      from: string,
      to: string,
      except: string,
      pageNo: number,
      limit: number,
    ) {
      const where = and(
        eq(occupancies.unitId, unitId),
        eq(occupancies.occupies, true),
        lt(occupancies.dateFrom, to),
        gt(occupancies.dateTo, from),
        sql`${occupancies.sourceId} is distinct from ${except}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(occupancies)
          .where(where)
          .orderBy(asc(occupancies.dateFrom))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(occupancies).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Taken ranges of a unit between two days (the guest's calendar). */
    unavailable(unitId: string, from: string, to: string) {
      return db
        .select({ dateFrom: occupancies.dateFrom, dateTo: occupancies.dateTo })
        .from(occupancies)
        .where(
          and(
            eq(occupancies.unitId, unitId),
            eq(occupancies.occupies, true),
            lt(occupancies.dateFrom, to),
            gt(occupancies.dateTo, from),
          ),
        )
        .orderBy(asc(occupancies.dateFrom));
    },

    async find(hostId: string | null, kind: ReservationKind, id: string, tx: Executor = db) {
      const where = [eq(reservations.id, id), eq(reservations.kind, kind)];
      if (hostId) where.push(eq(reservations.hostId, hostId));
      const [row] = await tx
        .select({ r: reservations, unitTitle: units.title, propertyId: units.propertyId })
        .from(reservations)
        .innerJoin(units, eq(units.id, reservations.unitId))
        .where(and(...where))
        .limit(1);
      return row;
    },

    /** A reservation by id on its unit, whoever the host (the guest's page checks the token). */
    async findForGuest(unitId: string, id: string) {
      const [row] = await db
        .select({ r: reservations, unitTitle: units.title })
        .from(reservations)
        .innerJoin(units, eq(units.id, reservations.unitId))
        .where(and(eq(reservations.id, id), eq(reservations.unitId, unitId)))
        .limit(1);
      return row;
    },

    /** The row locked for an update in this transaction. */
    async lock(tx: Executor, hostId: string, kind: ReservationKind, id: string) {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.kind, kind), eq(reservations.hostId, hostId)))
        .for('update');
      return row;
    },

    /** Unit of a reservation of the host, without locking (to take the unit's lock first). */
    async unitOf(hostId: string, kind: ReservationKind, id: string) {
      const [row] = await db
        .select({ unitId: reservations.unitId })
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.kind, kind), eq(reservations.hostId, hostId)));
      return row?.unitId;
    },

    /** `byMatch`: the host's ideal guest; the rows meeting most of it first (match-order.ts) */
    requests(
      hostId: string,
      q: ReservationListQuery & { status: string },
      byMatch: MatchPreferences | null = null,
    ) {
      const list = filters(hostId, 'booking_request', q);
      if (q.status !== 'all') list.where.push(eq(reservations.status, q.status));
      const total = async () => {
        if (list.filtered) return countOf(list);
        const counts = await countsOf(hostId, 'booking_request');
        return q.status === 'all' ? counts.all() : counts.of(q.status);
      };
      // pending ones answer first: the soonest to expire on top (after the best matches, if asked)
      const order = [asc(reservations.respondBy), asc(reservations.checkIn), asc(reservations.id)];
      const matched = matchedCriteriaSql(byMatch);
      return page(list, matched ? [desc(matched), ...order] : order, q, total);
    },

    bookings(hostId: string, q: ReservationListQuery & { tab: BookingTab }, today: string) {
      const list = filters(hostId, 'booking', q);
      const { where } = list;
      const host: ListWhere = { ...list, where: [...where] };
      const confirmed = eq(reservations.status, 'CONFIRMED');
      let order = [asc(reservations.checkIn), asc(reservations.id)];
      // without criteria the big tabs take their totals from the counters; current is small
      let counted: ((counts: Awaited<ReturnType<typeof countsOf>>) => Promise<number> | number) | undefined;
      switch (q.tab) {
        case 'upcoming':
          where.push(confirmed, gt(reservations.checkIn, today));
          // confirmed stays that have begun are few (the sweep completes them after check-out)
          counted = async (c) =>
            c.of('CONFIRMED') - (await countOf(host, [confirmed, lte(reservations.checkIn, today)]));
          break;
        case 'current':
          where.push(confirmed, lte(reservations.checkIn, today), gte(reservations.checkOut, today));
          break;
        case 'completed':
          where.push(COMPLETED);
          order = [desc(reservations.checkIn), desc(reservations.id)];
          counted = (c) => c.of(...COMPLETED_BOOKING_STATUSES);
          break;
        case 'cancelled':
          where.push(eq(reservations.status, 'CANCELLED'));
          order = [desc(reservations.checkIn), desc(reservations.id)];
          counted = (c) => c.of('CANCELLED');
          break;
        case 'all':
          order = [desc(reservations.checkIn), desc(reservations.id)];
          counted = (c) => c.all();
          break;
      }
      const total = async () => {
        if (list.filtered || !counted) return countOf(list);
        return counted(await countsOf(hostId, 'booking'));
      };
      return page(list, order, q, total);
    },

    inquiries(hostId: string, q: ReservationListQuery & { archived: boolean }, today: string) {
      const list = filters(hostId, 'inquiry', q);
      const open = and(inArray(reservations.status, INQUIRY_OPEN), gte(reservations.checkOut, today)) as SQL;
      const host: ListWhere = { ...list, where: [...list.where] };
      list.where.push(q.archived ? sql`not (${open})` : open);
      const order = q.archived
        ? [desc(reservations.checkIn), desc(reservations.id)]
        : [asc(reservations.checkIn), asc(reservations.id)];
      // open inquiries are few (the sweep expires them after check-out); the archive is the rest
      const total = async () => {
        if (list.filtered || !q.archived) return countOf(list);
        const [counts, openCount] = await Promise.all([countsOf(hostId, 'inquiry'), countOf(host, [open])]);
        return counts.all() - openCount;
      };
      return page(list, order, q, total);
    },

    /** The pending-requests badge: the counter of REQUESTED requests (kept by triggers). */
    async pendingCount(hostId: string) {
      const [row] = await db
        .select({ n: reservationCounts.n })
        .from(reservationCounts)
        .where(
          and(
            eq(reservationCounts.hostId, hostId),
            eq(reservationCounts.kind, 'booking_request'),
            eq(reservationCounts.status, 'REQUESTED'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Bookings a unit has had that were not cancelled (the first-bookings discount counts them). */
    async bookingsOf(unitId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(reservations)
        .where(
          and(
            eq(reservations.unitId, unitId),
            eq(reservations.kind, 'booking'),
            ne(reservations.status, 'CANCELLED'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Ids of one kind in a status whose time has come (`column` before `before`), oldest first. */
    async due(
      kind: ReservationKind,
      statuses: string[],
      column: 'respondBy' | 'checkIn' | 'checkOut',
      before: string | Date,
      limit = 500,
    ) {
      const col = reservations[column];
      const rows = await db
        .select({ id: reservations.id, hostId: reservations.hostId, unitId: reservations.unitId })
        .from(reservations)
        .where(
          and(
            eq(reservations.kind, kind),
            inArray(reservations.status, statuses),
            column === 'respondBy' ? lt(col, before as Date) : lte(col, before as string),
          ),
        )
        .orderBy(asc(col))
        .limit(limit);
      return rows;
    },

    /**
     * Booking requests still waiting for the host whose answer time falls in (from, to], soonest
     * first, with what their notification tells (the sweep's "about to expire").
     */
    pendingUntil(from: Date, to: Date, limit = 500) {
      return db
        .select({
          id: reservations.id,
          kind: reservations.kind,
          hostId: reservations.hostId,
          unitId: reservations.unitId,
          guestName: reservations.guestName,
          checkIn: reservations.checkIn,
          checkOut: reservations.checkOut,
          createdAt: reservations.createdAt,
          respondBy: sql<Date>`${reservations.respondBy}`.mapWith(reservations.respondBy),
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.kind, 'booking_request'),
            eq(reservations.status, 'REQUESTED'),
            gt(reservations.respondBy, from),
            lte(reservations.respondBy, to),
          ),
        )
        .orderBy(asc(reservations.respondBy))
        .limit(limit);
    },

    // Idempotency-Key answers

    async idempotent(tx: Executor | undefined, scope: string, key: string) {
      const [row] = await (tx ?? db)
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row;
    },

    /** Claims the key in this transaction; false when another request holds or held it. */
    async claimKey(tx: Executor, scope: string, key: string, bodyHash: string) {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, bodyHash, status: 0, response: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async saveKey(tx: Executor, scope: string, key: string, status: number, response: unknown) {
      await tx
        .update(idempotencyKeys)
        .set({ status, response })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    async forgetKeysBefore(before: Date) {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
    },
  };
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>;
