import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { unitPromotions } from '../../db/schema/index.ts';

/** SQL for unit promotions, scoped by the host id (DESIGN rule 6). */
export function promotionsRepository(database: Database) {
  const { db } = database;
  return {
    list: (hostId: string, unitId: string) =>
      db
        .select()
        .from(unitPromotions)
        .where(and(eq(unitPromotions.hostId, hostId), eq(unitPromotions.unitId, unitId))),

    async upsert(
      hostId: string,
      unitId: string,
      p: { type: string; state: 'ACTIVE' | 'INACTIVE'; data: { discount: number } },
    ) {
      await db
        .insert(unitPromotions)
        .values({ hostId, unitId, ...p })
        .onConflictDoUpdate({
          target: [unitPromotions.unitId, unitPromotions.type],
          set: { state: p.state, data: p.data, updatedAt: sql`now()` },
        });
    },
  };
}
export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
