import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Text messages to hosts (ADR 0045): queued in the transaction of the change they tell of, sent
 * by the `sms-outbox` job, retried with backoff; a text that keeps failing keeps its last error.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** when the next attempt is due; null once sent or given up */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** a sender at work holds the row until then */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_due_idx').on(t.nextAttemptAt), index('sms_outbox_host_idx').on(t.hostId)],
);
