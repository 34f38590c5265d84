import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { users } from './users.ts';

/**
 * A price or minimum stay the host set for one night of a unit, on top of the listing's price and
 * seasons (issue 8). A null column falls back to the listing's value.
 */
export const nightRates = pgTable(
  'night_rates',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    price: integer('price'),
    minimumStay: integer('minimum_stay'),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.night] })],
);

/** The secret of a unit's iCal export address (rotatable). */
export const unitIcalTokens = pgTable('unit_ical_tokens', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An external calendar (ICS address) a unit imports, with the health of its last reads. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorDetail: text('last_error_detail'),
  },
  (t) => [index('calendar_feeds_unit_idx').on(t.unitId), index('calendar_feeds_due_idx').on(t.lastAttemptAt)],
);

/**
 * The events of a feed as last read. What they block is derived from them into `occupancies`
 * (kind external, source_id = the feed): their nights that no stay or manual block holds. An event
 * over a stay is a conflict until the host resolves it (`resolved_at`) or the clash goes away.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    summary: text('summary'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_events_dates_check', sql`${t.dateTo} > ${t.dateFrom}`),
    uniqueIndex('feed_events_feed_uid_idx').on(t.feedId, t.uid),
    index('feed_events_unit_idx').on(t.unitId, t.dateFrom),
  ],
);

/** What a bulk edit changed, so that the host's last one can be undone. */
export const calendarEdits = pgTable(
  'calendar_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    unitIds: uuid('unit_ids').array().notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** the manual blocks and night rates of the units in the range before the edit */
    before: jsonb('before')
      .$type<{
        manual: { unitId: string; dateFrom: string; dateTo: string }[];
        rates: { unitId: string; night: string; price: number | null; minimumStay: number | null }[];
      }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('calendar_edits_host_idx').on(t.hostId, t.createdAt)],
);
