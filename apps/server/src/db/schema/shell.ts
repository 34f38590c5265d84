import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The rest of the shell (issue 13, ADR 0044): referral codes and sign-ups, the staff's feature
 * toggles with their audit trail, and the web vitals of real sessions.
 */

/** One stable invite code per host, made the first time the host opens the referral page. */
export const referralCodes = pgTable('referral_codes', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A host who registered through another host's invite link (written with the new account). */
export const referralSignups = pgTable(
  'referral_signups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_signups_referrer_idx').on(t.referrerId, t.createdAt.desc())],
);

/** The staff's switch of a public settings flag; a flag without a row has its configured default. */
export const featureToggles = pgTable('feature_toggles', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every switch, appended: who (kept as e-mail too, should the account go) and when. */
export const featureToggleChanges = pgTable(
  'feature_toggle_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_toggle_changes_name_idx').on(t.name, t.changedAt.desc())],
);

/**
 * One web vitals measurement of a real session: the day (UTC), the page as its route template (no
 * ids), the metric and its integer value (ms; CLS × 1000), and for LCP the element (128 chars).
 * No user, session or address is stored.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    page: text('page').notNull(),
    metric: text('metric', { enum: ['LCP', 'CLS', 'INP', 'TTFB'] }).notNull(),
    value: integer('value').notNull(),
    target: text('target'),
  },
  (t) => [index('web_vital_samples_day_idx').on(t.day, t.page, t.metric)],
);
