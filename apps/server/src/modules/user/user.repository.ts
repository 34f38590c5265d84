import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userInteractions, users, userTasks } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Every query is keyed by the authenticated user's id: a user only ever reads their own rows. */
export function userRepository(db: Db) {
  return {
    async findById(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async update(userId: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** The host's onboarding ends (a no-op once it has): see units.service's publish. */
    async finishOnboarding(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ onboardingStatus: 'finished', updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.onboardingStatus, 'in_progress')));
    },

    async listInteractions(userId: string) {
      return db
        .select({
          interactionType: userInteractions.interactionType,
          interacted: userInteractions.interacted,
          createdAt: userInteractions.createdAt,
        })
        .from(userInteractions)
        .where(eq(userInteractions.userId, userId))
        .orderBy(userInteractions.createdAt);
    },

    async upsertInteractions(userId: string, items: { interactionType: string; interacted: boolean }[]) {
      await db
        .insert(userInteractions)
        .values(items.map((i) => ({ userId, ...i })))
        .onConflictDoUpdate({
          target: [userInteractions.userId, userInteractions.interactionType],
          set: { interacted: sql`excluded.interacted` },
        });
    },

    async upsertTask(userId: string, taskType: string, status: (typeof userTasks.$inferInsert)['status']) {
      const [row] = await db
        .insert(userTasks)
        .values({ userId, taskType, status })
        .onConflictDoUpdate({
          target: [userTasks.userId, userTasks.taskType],
          set: { status, updatedAt: sql`now()` },
        })
        .returning({ taskType: userTasks.taskType, status: userTasks.status });
      return row!;
    },

    listTasks(userId: string) {
      return db
        .select({ taskType: userTasks.taskType, status: userTasks.status })
        .from(userTasks)
        .where(eq(userTasks.userId, userId));
    },

    async findTask(userId: string, taskType: string) {
      const [row] = await db
        .select()
        .from(userTasks)
        .where(and(eq(userTasks.userId, userId), eq(userTasks.taskType, taskType)));
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
