import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarVerifications } from '../../db/schema/index.ts';

export type CalendarVerificationRow = typeof calendarVerifications.$inferSelect;

/** SQL for listing verifications, scoped by the host id (DESIGN rule 6). */
export function calendarVerificationRepository(database: Database) {
  const { db } = database;
  return {
    async find(hostId: string, unitId: string, platform: string) {
      const [row] = await db
        .select()
        .from(calendarVerifications)
        .where(
          and(
            eq(calendarVerifications.hostId, hostId),
            eq(calendarVerifications.unitId, unitId),
            eq(calendarVerifications.platform, platform),
          ),
        );
      return row;
    },

    listForHost: (hostId: string, unitId?: string) =>
      db
        .select()
        .from(calendarVerifications)
        .where(
          and(
            eq(calendarVerifications.hostId, hostId),
            unitId ? eq(calendarVerifications.unitId, unitId) : undefined,
          ),
        ),

    async save(row: Omit<CalendarVerificationRow, 'checkedAt'>) {
      await db
        .insert(calendarVerifications)
        .values(row)
        .onConflictDoUpdate({
          target: [calendarVerifications.unitId, calendarVerifications.platform],
          set: {
            status: row.status,
            isListed: row.isListed,
            listingUrl: row.listingUrl,
            checkedAt: sql`now()`,
          },
        });
    },
  };
}
export type CalendarVerificationRepository = ReturnType<typeof calendarVerificationRepository>;
