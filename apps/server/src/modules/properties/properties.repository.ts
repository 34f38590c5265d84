import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties, units } from '../../db/schema/index.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type UnitRefRow = Pick<
  typeof units.$inferSelect,
  'id' | 'propertyId' | 'title' | 'state' | 'invalidFields'
>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL for properties. Every statement is scoped by the host id (DESIGN rule 6). */
export function propertiesRepository(database: Database) {
  const { db } = database;
  // The list is the hottest call of the portal: plain parameterised SQL straight on the driver
  // (the query builder costs a measurable share of the request here; see npm run bench).
  // One statement: the page of properties with per-property unit counts aggregated in SQL (no unit
  // rows leave the database; a 2,000-unit property costs the same bytes as a one-unit property).
  const LIST_SQL = `with page as (
      select id, property_type, title, updated_at, (count(*) over ())::int as total
      from properties
      where host_id = $1 and ($2::text is null or lower(coalesce(title, '')) like $2)
      order by updated_at desc, id desc
      limit $3 offset $4
    )
    select p.id, p.property_type as "propertyType", p.title, p.updated_at as "updatedAt", p.total,
      coalesce(s.unit_count, 0)::int as "unitCount",
      coalesce(s.published, 0)::int as published,
      coalesce(s.in_progress, 0)::int as "inProgress",
      coalesce(s.states, '{}')::text[] as states,
      (select u.id from units u
        where u.host_id = $1 and u.property_id = p.id and u.state <> 'DELETED'
        order by u.position, u.created_at limit 1) as "firstUnitId"
    from page p
    left join lateral (
      select count(*) as unit_count,
        count(*) filter (where u.state = 'PUBLISHED') as published,
        count(*) filter (where u.state = 'IN_PROGRESS') as in_progress,
        array_agg(distinct u.state) as states
      from units u
      where u.host_id = $1 and u.property_id = p.id and u.state <> 'DELETED'
    ) s on true
    order by p.updated_at desc, p.id desc`;
  const UNITS_SQL = `select id, property_id as "propertyId", title, state, invalid_fields as "invalidFields"
    from units
    where host_id = $1 and property_id = any($2::uuid[])
    order by position, created_at`;
  type ListRow = Pick<PropertyRow, 'id' | 'propertyType' | 'title' | 'updatedAt'> & {
    total: number;
    unitCount: number;
    published: number;
    inProgress: number;
    states: UnitRefRow['state'][];
    firstUnitId: string | null;
  };

  return {
    async list(hostId: string, search: string, page: number, limit: number) {
      const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null;
      const rows = await database.query<ListRow>(LIST_SQL, [hostId, pattern, limit, (page - 1) * limit]);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        // past the last page: still report the real total
        const first = await database.query<ListRow>(LIST_SQL, [hostId, pattern, 1, 0]);
        total = first[0]?.total ?? 0;
      }
      return { rows, total };
    },

    async unitsOf(hostId: string, propertyIds: string[]): Promise<UnitRefRow[]> {
      if (propertyIds.length === 0) return [];
      return database.query<UnitRefRow>(UNITS_SQL, [hostId, propertyIds]);
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
