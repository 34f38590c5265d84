import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties, units } from '../../db/schema/index.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type UnitRefRow = Pick<
  typeof units.$inferSelect,
  'id' | 'propertyId' | 'title' | 'state' | 'invalidFields'
>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL for properties. Every statement is scoped by the host id (DESIGN rule 6). */
export function propertiesRepository(db: Db) {
  const unitRefColumns = {
    id: units.id,
    propertyId: units.propertyId,
    title: units.title,
    state: units.state,
    invalidFields: units.invalidFields,
  };

  const searchTerm = sql`lower(coalesce(${properties.title}, '')) like ${sql.placeholder('pattern')}`;
  const pageOf = (withSearch: boolean) =>
    db
      .select({
        id: properties.id,
        propertyType: properties.propertyType,
        title: properties.title,
        updatedAt: properties.updatedAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(properties)
      .where(
        withSearch
          ? and(eq(properties.hostId, sql.placeholder('hostId')), searchTerm)
          : eq(properties.hostId, sql.placeholder('hostId')),
      )
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  // the list is the hottest call of the portal: built once, prepared on the server
  const listPlain = pageOf(false).prepare('properties_list');
  const listSearch = pageOf(true).prepare('properties_list_search');
  const unitsOfProperties = db
    .select(unitRefColumns)
    .from(units)
    .where(
      and(
        eq(units.hostId, sql.placeholder('hostId')),
        sql`${units.propertyId} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(asc(units.position), asc(units.createdAt))
    .prepare('units_of_properties');

  return {
    async list(hostId: string, search: string, page: number, limit: number) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      const params = { hostId, pattern, limit, offset: (page - 1) * limit };
      const rows = await (search ? listSearch : listPlain).execute(params);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        // past the last page: still report the real total
        const all = await (search ? listSearch : listPlain).execute({ ...params, limit: 1, offset: 0 });
        total = all[0]?.total ?? 0;
      }
      return { rows, total };
    },

    async unitsOf(hostId: string, propertyIds: string[]): Promise<UnitRefRow[]> {
      if (propertyIds.length === 0) return [];
      return unitsOfProperties.execute({ hostId, ids: propertyIds });
    },

    async find(hostId: string, id: string): Promise<PropertyRow | undefined> {
      const [row] = await db
        .select()
        .from(properties)
        .where(and(eq(properties.hostId, hostId), eq(properties.id, id)))
        .limit(1);
      return row;
    },

    async create(hostId: string, input: { propertyType: 'single' | 'multi'; title: string | null }) {
      return db.transaction(async (tx) => {
        const [property] = await tx
          .insert(properties)
          .values({ hostId, propertyType: input.propertyType, title: input.title })
          .returning({ id: properties.id });
        const [unit] = await tx
          .insert(units)
          .values({ hostId, propertyId: property!.id, position: 0 })
          .returning({ id: units.id });
        return { id: property!.id, unitId: unit!.id };
      });
    },

    async update(hostId: string, id: string, patch: Partial<typeof properties.$inferInsert>) {
      const [row] = await db
        .update(properties)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(properties.hostId, hostId), eq(properties.id, id)))
        .returning();
      return row;
    },

    async remove(hostId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(properties)
        .where(and(eq(properties.hostId, hostId), eq(properties.id, id)))
        .returning({ id: properties.id });
      return rows.length > 0;
    },

    async titles(hostId: string, search: string, page: number, limit: number) {
      const where = search
        ? and(
            eq(properties.hostId, hostId),
            sql`lower(coalesce(${properties.title}, '')) like ${`%${escapeLike(search.toLowerCase())}%`}`,
          )
        : eq(properties.hostId, hostId);
      const rows = await db
        .select({
          id: properties.id,
          title: properties.title,
          propertyType: properties.propertyType,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(properties)
        .where(where)
        .orderBy(asc(sql`lower(coalesce(${properties.title}, ''))`), asc(properties.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: rows[0]?.total ?? 0 };
    },
  };
}
export type PropertiesRepository = ReturnType<typeof propertiesRepository>;
