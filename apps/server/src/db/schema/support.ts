import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { users } from './users.ts';

/** A host's message through the contact form (issue 10), kept for the staff's support queue. */
export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  topic: text('topic').notNull(),
  body: text('body').notNull(),
  pageId: text('page_id'),
  unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['open', 'answered'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
