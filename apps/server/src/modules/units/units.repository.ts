import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingProgress, properties, unitPhotos, units, userTasks } from '../../db/schema/index.ts';

export type UnitRow = typeof units.$inferSelect;
export type UnitPatch = Partial<typeof units.$inferInsert>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The cover photo (or the first one) of a unit, for thumbnails. */
const thumbKey = sql<string | null>`(select p.storage_key from unit_photos p
  where p.unit_id = ${units.id} order by p.is_cover desc, p.position limit 1)`;

/** SQL for units. Every statement is scoped by the host id (DESIGN rule 6); DELETED units are gone. */
export function unitsRepository(database: Database) {
  const { db } = database;
  const mine = (hostId: string, id: string) =>
    and(eq(units.hostId, hostId), eq(units.id, id), ne(units.state, 'DELETED'));

  return {
    async property(hostId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id, propertyType: properties.propertyType, location: properties.location })
        .from(properties)
        .where(and(eq(properties.hostId, hostId), eq(properties.id, propertyId)));
      return row;
    },

    async list(hostId: string, propertyId: string, search: string, page: number, limit: number) {
      const where = [eq(units.hostId, hostId), eq(units.propertyId, propertyId), ne(units.state, 'DELETED')];
      if (search) {
        where.push(sql`lower(coalesce(${units.title}, '')) like ${`%${escapeLike(search.toLowerCase())}%`}`);
      }
      const filter = and(...where);
      // One statement, one round trip. The page's keys are sorted narrow (id, position, created_at)
      // and only those 20 rows are read wide; the cover of each row of the page comes with it; the
      // count is an uncorrelated subquery the database runs once, reading no wide rows
      // (count(*) over () made it build every row of a 2,000-unit property).
      const pageIds = db
        .select({ id: units.id })
        .from(units)
        .where(filter)
        .orderBy(units.position, units.createdAt)
        .limit(limit)
        .offset((page - 1) * limit);
      const rows = await db
        .select({
          unit: units,
          thumbKey: sql<string | null>`(select p.storage_key from unit_photos p
            where p.unit_id = units.id and p.is_cover limit 1)`,
          total: sql<number>`(select count(*) from units where ${filter})`.mapWith(Number),
        })
        .from(units)
        .where(inArray(units.id, pageIds))
        .orderBy(units.position, units.createdAt);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        // past the last page: still report the real total
        const [counted] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(units)
          .where(filter);
        total = counted?.n ?? 0;
      }
      return { rows: rows.map(({ unit, thumbKey }) => ({ unit, thumbKey })), total };
    },

    async find(hostId: string, id: string) {
      const [row] = await db
        .select({
          unit: units,
          propertyType: properties.propertyType,
          location: properties.location,
          thumbKey,
        })
        .from(units)
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .where(mine(hostId, id));
      return row;
    },

    async countLive(hostId: string, propertyId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(units)
        .where(and(eq(units.hostId, hostId), eq(units.propertyId, propertyId), ne(units.state, 'DELETED')));
      return row?.n ?? 0;
    },

    async create(hostId: string, propertyId: string) {
      const [row] = await db
        .insert(units)
        .values({
          hostId,
          propertyId,
          position: sql`(select coalesce(max(position) + 1, 0) from units where property_id = ${propertyId})`,
        })
        .returning({ id: units.id });
      return row!;
    },

    /** The row as this statement wrote it (not as a later read might find it after another write). */
    async update(hostId: string, id: string, patch: UnitPatch) {
      const [row] = await db
        .update(units)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(mine(hostId, id))
        .returning();
      return row;
    },

    /** A state change that only lands if nobody changed the state meanwhile. */
    async transition(hostId: string | null, id: string, from: UnitRow['state'], patch: UnitPatch) {
      const scope = hostId ? eq(units.hostId, hostId) : undefined;
      const [row] = await db
        .update(units)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(scope, eq(units.id, id), eq(units.state, from)))
        .returning({ id: units.id });
      return row;
    },

    async photoCount(hostId: string, unitId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(unitPhotos)
        .where(and(eq(unitPhotos.hostId, hostId), eq(unitPhotos.unitId, unitId)));
      return row?.n ?? 0;
    },

    /** Bulk booking preference for every live unit of the host, and the task marked done. */
    async setBookingTypeForAll(hostId: string, bookingType: 'onLine' | 'onRequest', taskType: string) {
      return db.transaction(async (tx) => {
        // concurrent switches of one host would lock the same rows in different orders (deadlock):
        // one at a time per host
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`units-booking:${hostId}`}, 0))`,
        );
        const rows = await tx
          .update(units)
          .set({ bookingType, updatedAt: sql`now()` })
          .where(and(eq(units.hostId, hostId), ne(units.state, 'DELETED')))
          .returning({ id: units.id });
        await tx
          .insert(userTasks)
          .values({ userId: hostId, taskType, status: 'done' })
          .onConflictDoUpdate({
            target: [userTasks.userId, userTasks.taskType],
            set: { status: 'done', updatedAt: sql`now()` },
          });
        return rows.length;
      });
    },

    async progress(hostId: string, unitId: string) {
      const [row] = await db
        .select({ steps: listingProgress.steps })
        .from(listingProgress)
        .where(and(eq(listingProgress.hostId, hostId), eq(listingProgress.unitId, unitId)));
      return row?.steps ?? [];
    },

    async saveProgress(hostId: string, unitId: string, steps: string[]) {
      await db
        .insert(listingProgress)
        .values({ hostId, unitId, steps })
        .onConflictDoUpdate({ target: listingProgress.unitId, set: { steps, updatedAt: sql`now()` } });
    },

    /** Staff: units in a state across all hosts, oldest submission first. */
    async byState(state: UnitRow['state'], page: number, limit: number) {
      return database.query<{
        unit_id: string;
        host_email: string;
        host_name: string;
        property_title: string | null;
        total: number;
      }>(
        `select u.id as unit_id, h.email as host_email, p.title as property_title,
            trim(h.first_name || ' ' || h.last_name) as host_name, (count(*) over ())::int as total
          from units u join users h on h.id = u.host_id join properties p on p.id = u.property_id
          where u.state = $1
          order by u.submitted_at asc nulls last, u.created_at asc
          limit $2 offset $3`,
        [state, limit, (page - 1) * limit],
      );
    },

    /** Staff: units by id regardless of host (the staff routes are guarded by role). */
    async findAny(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          unit: units,
          propertyType: properties.propertyType,
          location: properties.location,
          thumbKey,
        })
        .from(units)
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .where(inArray(units.id, ids))
        .orderBy(desc(units.updatedAt));
    },

    /** A property's location changed: `location` is no longer an invalid field of its units. */
    async clearInvalidField(hostId: string, propertyId: string, field: string) {
      await db
        .update(units)
        .set({ invalidFields: sql`array_remove(${units.invalidFields}, ${field})` })
        .where(and(eq(units.hostId, hostId), eq(units.propertyId, propertyId)));
    },

    /** One unit's staff flag answered (e.g. a new photo answers `photos`); not an edit of the unit. */
    async clearUnitInvalidField(hostId: string, unitId: string, field: string) {
      await db
        .update(units)
        .set({ invalidFields: sql`array_remove(${units.invalidFields}, ${field})` })
        .where(and(eq(units.hostId, hostId), eq(units.id, unitId)));
    },
  };
}
export type UnitsRepository = ReturnType<typeof unitsRepository>;
