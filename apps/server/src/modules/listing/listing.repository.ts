import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';

/** SQL for the property location. Scoped by the host id (DESIGN rule 6). */
export function listingRepository(database: Database) {
  const { db } = database;
  return {
    /** Saves the location; false when the property is not the host's. */
    async saveLocation(hostId: string, propertyId: string, location: Record<string, unknown>) {
      const [row] = await db
        .update(properties)
        .set({ location, updatedAt: sql`now()` })
        .where(and(eq(properties.hostId, hostId), eq(properties.id, propertyId)))
        .returning({ id: properties.id });
      return row !== undefined;
    },
  };
}
export type ListingRepository = ReturnType<typeof listingRepository>;
