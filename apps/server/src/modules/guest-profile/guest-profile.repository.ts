import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestPreferences } from '../../db/schema/index.ts';

export type GuestPreferencesRow = typeof guestPreferences.$inferSelect;
export type GuestPreferencesPatch = Partial<
  Pick<
    GuestPreferencesRow,
    'bookingTimes' | 'stayDurations' | 'startOfStay' | 'groupSizes' | 'language' | 'hostLanguages'
  >
>;

/** The host's ideal-guest answers: one row per host, always read and written by the host's id. */
export function guestProfileRepository(database: Database) {
  const { db } = database;
  return {
    async find(hostId: string): Promise<GuestPreferencesRow | undefined> {
      const [row] = await db.select().from(guestPreferences).where(eq(guestPreferences.hostId, hostId));
      return row;
    },

    /** Writes the given columns (the first answer makes the row), leaving the others as they are. */
    async save(hostId: string, patch: GuestPreferencesPatch): Promise<GuestPreferencesRow> {
      const [row] = await db
        .insert(guestPreferences)
        .values({ hostId, ...patch })
        .onConflictDoUpdate({ target: guestPreferences.hostId, set: { ...patch, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned nothing');
      return row;
    },
  };
}
export type GuestProfileRepository = ReturnType<typeof guestProfileRepository>;
