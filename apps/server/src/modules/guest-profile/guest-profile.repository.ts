import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestPreferences, users } from '../../db/schema/index.ts';

/** The questionnaire's answers with the languages the host speaks (the profile's, one list). */
export type GuestPreferencesRow = typeof guestPreferences.$inferSelect & { hostLanguages: string[] };
export type GuestPreferencesPatch = Partial<
  Pick<
    GuestPreferencesRow,
    'bookingTimes' | 'stayDurations' | 'startOfStay' | 'groupSizes' | 'language' | 'hostLanguages'
  >
>;

/**
 * The host's ideal-guest answers: one row per host, always read and written by the host's id. The
 * languages the host speaks with guests live once, on the profile (`users.host_languages`): the
 * questionnaire's language step reads and writes that list.
 */
export function guestProfileRepository(database: Database) {
  const { db } = database;
  return {
    /** The answers (undefined before the first one) and the profile's languages. */
    async find(hostId: string): Promise<{ row: GuestPreferencesRow | undefined; hostLanguages: string[] }> {
      const [found] = await db
        .select({ prefs: guestPreferences, hostLanguages: users.hostLanguages })
        .from(users)
        .leftJoin(guestPreferences, eq(guestPreferences.hostId, users.id))
        .where(eq(users.id, hostId));
      const hostLanguages = found?.hostLanguages ?? [];
      return { row: found?.prefs ? { ...found.prefs, hostLanguages } : undefined, hostLanguages };
    },

    /** Writes the given answers (the first answer makes the row), leaving the others as they are. */
    async save(hostId: string, patch: GuestPreferencesPatch): Promise<GuestPreferencesRow> {
      const { hostLanguages, ...answers } = patch;
      return db.transaction(async (tx) => {
        const [languages] = hostLanguages
          ? await tx
              .update(users)
              .set({ hostLanguages, updatedAt: sql`now()` })
              .where(eq(users.id, hostId))
              .returning({ hostLanguages: users.hostLanguages })
          : await tx.select({ hostLanguages: users.hostLanguages }).from(users).where(eq(users.id, hostId));
        const [row] = await tx
          .insert(guestPreferences)
          .values({ hostId, ...answers })
          .onConflictDoUpdate({ target: guestPreferences.hostId, set: { ...answers, updatedAt: sql`now()` } })
          .returning();
        if (!row) throw new Error('upsert returned nothing');
        return { ...row, hostLanguages: languages?.hostLanguages ?? [] };
      });
    },
  };
}
export type GuestProfileRepository = ReturnType<typeof guestProfileRepository>;
