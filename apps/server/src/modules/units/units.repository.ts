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

  /** Live units of one property of one host, whose title contains `pattern` when one is given. */
  const listFilter = (hostId: unknown, propertyId: unknown, pattern?: unknown) =>
    and(
      eq(units.propertyId, propertyId as string),
      eq(units.hostId, hostId as string),
      ne(units.state, 'DELETED'),
      pattern === undefined ? undefined : sql`lower(coalesce(${units.title}, '')) like ${pattern}::text`,
    );
  // One prepared statement with a search and one without: without, the page keys and the count come
  // from units_property_list_idx alone (page 100 of a 2,000-unit property neither sorts nor visits
  // the table); only the page's rows are read, and only the columns a list item shows.
  const listPage = (searching: boolean) => {
    const filter = listFilter(
      sql.placeholder('hostId'),
      sql.placeholder('propertyId'),
      searching ? sql.placeholder('pattern') : undefined,
    );
    return db
      .select({
        id: units.id,
        title: units.title,
        state: units.state,
        accommodationType: units.accommodationType,
        guests: units.guests,
        rooms: units.rooms,
        invalidFields: units.invalidFields,
        links: units.links,
        thumbKey: sql<string | null>`(select p.storage_key from unit_photos p
          where p.unit_id = units.id and p.is_cover limit 1)`,
        total: sql<number>`(select count(*) from units where ${filter})`.mapWith(Number),
      })
      .from(units)
      .where(
        inArray(
          units.id,
          db
            .select({ id: units.id })
            .from(units)
            .where(filter)
            .orderBy(units.position, units.createdAt)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
      )
      .orderBy(units.position, units.createdAt)
      .prepare(searching ? 'units_list_search' : 'units_list');
  };
  const listAll = listPage(false);
  const listSearch = listPage(true);
  const likePattern = (search: string) => `%${escapeLike(search.toLowerCase())}%`;

  return {
    async property(hostId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id, propertyType: properties.propertyType, location: properties.location })
        .from(properties)
        .where(and(eq(properties.hostId, hostId), eq(properties.id, propertyId)));
      return row;
    },

    /**
     * One page of a property's live units, with the cover of each and the total, in one prepared
     * statement (built once, planned once per connection). An empty page says nothing about the
     * property: the caller checks it then (past the last page, or no units, or not this host's).
     */
    async list(hostId: string, propertyId: string, search: string, page: number, limit: number) {
      const params = { hostId, propertyId, limit, offset: (page - 1) * limit };
      const rows = search
        ? await listSearch.execute({ ...params, pattern: likePattern(search) })
        : await listAll.execute(params);
      return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    /** How many live units match (for a page past the last one). */
    async count(hostId: string, propertyId: string, search: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(units)
        .where(listFilter(hostId, propertyId, search ? likePattern(search) : undefined));
      return row?.n ?? 0;
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
    /** Whether any live unit of the host is booked on request (the switch-all task applies). */
    async hasUnitsOnRequest(hostId: string) {
      const rows = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.hostId, hostId), ne(units.state, 'DELETED'), eq(units.bookingType, 'onRequest')))
        .limit(1);
      return rows.length > 0;
    },

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
