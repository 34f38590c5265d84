import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties, units } from '../../db/schema/index.ts';

/** SQL for the property location. Scoped by the host id (DESIGN rule 6). */
export function listingRepository(database: Database) {
  const { db } = database;
  return {
    /** Saves the location; a saved address clears `location` from the units' invalid fields. */
    async saveLocation(hostId: string, propertyId: string, location: Record<string, unknown>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(properties)
          .set({ location, updatedAt: sql`now()` })
          .where(and(eq(properties.hostId, hostId), eq(properties.id, propertyId)))
          .returning({ id: properties.id });
        if (!row) return false;
        await tx
          .update(units)
          .set({ invalidFields: sql`array_remove(${units.invalidFields}, 'location')` })
          .where(and(eq(units.hostId, hostId), eq(units.propertyId, propertyId)));
        return true;
      });
    },
  };
}
export type ListingRepository = ReturnType<typeof listingRepository>;
