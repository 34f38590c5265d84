import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A staff member acting as a host (issue 13, ADR 41), with the reason they gave. It ends when
 * staff exit (`ended_at`) or at `expires_at`. Kept when the host's account is erased (the users
 * row stays as a tombstone): it is the staff's accountability record.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('impersonation_sessions_staff_idx').on(t.staffId, t.startedAt.desc()),
    check('impersonation_sessions_reason_len', sql`char_length(${t.reason}) between 10 and 500`),
  ],
);

/**
 * Every /api/app call made while impersonating. Append-only: a trigger (migration) refuses UPDATE,
 * DELETE and TRUNCATE. No foreign keys, so that nothing (a deleted account, a deleted session)
 * cascades into it or is blocked by it; the ids stay as they were.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    hostId: uuid('host_id').notNull(),
    method: text('method').notNull(),
    /** the path without its query (which may carry secrets or a guest's name) */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the host's log, newest first
  (t) => [index('impersonation_audit_host_idx').on(t.hostId, t.id.desc())],
);
