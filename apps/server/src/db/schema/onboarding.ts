import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** When a host started onboarding (issue 11): written once, by the first init-onboarding call. */
export const onboardingStarts = pgTable('onboarding_starts', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
