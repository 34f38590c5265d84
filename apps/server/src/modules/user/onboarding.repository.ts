import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingStarts } from '../../db/schema/index.ts';

/** When each host started onboarding; keyed by the signed-in host only. */
export function onboardingRepository(db: Db) {
  return {
    /** Records the start once; later calls keep the first time. */
    async start(hostId: string): Promise<Date> {
      await db.insert(onboardingStarts).values({ hostId }).onConflictDoNothing();
      const [row] = await db
        .select({ startedAt: onboardingStarts.startedAt })
        .from(onboardingStarts)
        .where(eq(onboardingStarts.hostId, hostId));
      return row!.startedAt;
    },
  };
}
export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
