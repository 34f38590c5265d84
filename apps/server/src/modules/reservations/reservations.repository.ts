import type { BookingTab, ReservationListQuery } from '@host-portal/contracts/reservations';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  idempotencyKeys,
  occupancies,
  type ReservationKind,
  reservations,
  units,
} from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: both run the same queries. */
export type Executor = Db | Tx;

/** The statuses each bookings tab shows; dates decide between upcoming, current and completed. */
const COMPLETED = ['COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'];
const INQUIRY_OPEN = ['REQUESTED', 'ACTION_NEEDED', 'CONFIRMED'];

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

  function filters(hostId: string, kind: ReservationKind, q: ReservationListQuery): SQL[] {
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
    return where;
  }

  async function page(where: SQL[], order: SQL[], q: ReservationListQuery) {
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select({ r: reservations, unitTitle: units.title, propertyId: units.propertyId })
        .from(reservations)
        .innerJoin(units, eq(units.id, reservations.unitId))
        .where(condition)
        .orderBy(...order)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: count() })
        .from(reservations)
        .innerJoin(units, eq(units.id, reservations.unitId))
        .where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** One transaction holding the unit's advisory lock (released at commit or rollback). */
    withUnitLock<T>(unitId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${unitId}::text, 0))`);
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

    requests(hostId: string, q: ReservationListQuery & { status: string }) {
      const where = filters(hostId, 'booking_request', q);
      if (q.status !== 'all') where.push(eq(reservations.status, q.status));
      // pending ones answer first: the soonest to expire on top
      return page(where, [asc(reservations.respondBy), asc(reservations.checkIn), asc(reservations.id)], q);
    },

    bookings(hostId: string, q: ReservationListQuery & { tab: BookingTab }, today: string) {
      const where = filters(hostId, 'booking', q);
      let order = [asc(reservations.checkIn), asc(reservations.id)];
      switch (q.tab) {
        case 'upcoming':
          where.push(eq(reservations.status, 'CONFIRMED'), gt(reservations.checkIn, today));
          break;
        case 'current':
          where.push(
            eq(reservations.status, 'CONFIRMED'),
            lte(reservations.checkIn, today),
            gte(reservations.checkOut, today),
          );
          break;
        case 'completed':
          where.push(inArray(reservations.status, COMPLETED));
          order = [desc(reservations.checkIn), desc(reservations.id)];
          break;
        case 'cancelled':
          where.push(eq(reservations.status, 'CANCELLED'));
          order = [desc(reservations.checkIn), desc(reservations.id)];
          break;
        case 'all':
          order = [desc(reservations.checkIn), desc(reservations.id)];
          break;
      }
      return page(where, order, q);
    },

    inquiries(hostId: string, q: ReservationListQuery & { archived: boolean }, today: string) {
      const where = filters(hostId, 'inquiry', q);
      const open = and(inArray(reservations.status, INQUIRY_OPEN), gte(reservations.checkOut, today));
      where.push(q.archived ? sql`not (${open})` : (open as SQL));
      const order = q.archived
        ? [desc(reservations.checkIn), desc(reservations.id)]
        : [asc(reservations.checkIn), asc(reservations.id)];
      return page(where, order, q);
    },

    async pendingCount(hostId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .where(
          and(
            eq(reservations.hostId, hostId),
            eq(reservations.kind, 'booking_request'),
            eq(reservations.status, 'REQUESTED'),
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
