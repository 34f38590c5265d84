import { sql } from 'drizzle-orm';

/**
 * The statement that takes a unit's advisory lock for the rest of the transaction. Everything that
 * decides what a unit's nights hold (a stay confirmed, a night blocked, a feed imported) takes it
 * first, so those decisions queue up per unit; the occupancy exclusion constraint stays the last
 * line of defence.
 */
export const unitLock = (unitId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${unitId}::text, 0))`;
