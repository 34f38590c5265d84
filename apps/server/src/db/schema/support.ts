import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { users } from './users.ts';

/** A host's message through the contact form (issue 10), kept for the staff's support queue. */
export const supportRequests = pgTable(
  'support_requests',
  {
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
    /** the latest answer's time (null while open) */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  // the queue: one status, newest first
  (t) => [index('support_requests_queue_idx').on(t.status, t.createdAt.desc(), t.id)],
);

/**
 * The staff's answers to a support request, each e-mailed to the host. A follow-up answer is
 * appended, so the request keeps its whole history (ADR 0024).
 */
export const supportAnswers = pgTable(
  'support_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** the staff member who answered; kept as null when their account is deleted */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_answers_request_idx').on(t.requestId, t.createdAt)],
);
