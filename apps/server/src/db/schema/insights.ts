import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { users } from './users.ts';

/*
 * Insights (issue 13, ADR 0040): monthly figures kept by statement triggers on the tables the
 * product writes (migration 0036), per unit and per host, so that a host's 24 months are a few
 * hundred rows to add up, never 200,000 bookings. A month is the date of its first day.
 */

const host = () =>
  uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const unit = () =>
  uuid('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' });
const zero = (name: string) => integer(name).notNull().default(0);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Bookings that earn (confirmed and completed), by check-in month, channel and currency. */
export const insightUnitEarnings = pgTable(
  'insight_unit_earnings',
  {
    unitId: unit(),
    month: date('month').notNull(),
    channel: text('channel').notNull(),
    currency: text('currency').notNull(),
    hostId: host(),
    bookings: zero('bookings'),
    nights: zero('nights'),
    gross: money('gross'),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.month, t.channel, t.currency] }),
    // the by-unit list of a range, from the index alone
    index('insight_unit_earnings_host_idx').on(
      t.hostId,
      t.month,
      t.unitId,
      t.currency,
      t.bookings,
      t.nights,
      t.gross,
    ),
  ],
);

export const insightHostEarnings = pgTable(
  'insight_host_earnings',
  {
    hostId: host(),
    month: date('month').notNull(),
    channel: text('channel').notNull(),
    currency: text('currency').notNull(),
    bookings: zero('bookings'),
    nights: zero('nights'),
    gross: money('gross'),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.month, t.channel, t.currency] })],
);

/** Occupying nights by month: stays (booked) and blocks (manual and imported) apart. */
export const insightUnitNights = pgTable(
  'insight_unit_nights',
  {
    unitId: unit(),
    month: date('month').notNull(),
    hostId: host(),
    bookedNights: zero('booked_nights'),
    blockedNights: zero('blocked_nights'),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.month] }),
    index('insight_unit_nights_host_idx').on(t.hostId, t.month, t.unitId, t.bookedNights, t.blockedNights),
  ],
);

export const insightHostNights = pgTable(
  'insight_host_nights',
  {
    hostId: host(),
    month: date('month').notNull(),
    bookedNights: zero('booked_nights'),
    blockedNights: zero('blocked_nights'),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.month] })],
);

/** What guests asked and made, by the month they did, and how the host answered. */
const demandColumns = {
  bookings: zero('bookings'),
  requests: zero('requests'),
  inquiries: zero('inquiries'),
  /** requests and inquiries with an answer of the host in their history */
  answered: zero('answered'),
  /** requests and inquiries that expired without an answer */
  expired: zero('expired'),
  /** the answered ones' time to the first answer, added up */
  responseSeconds: money('response_seconds'),
};

export const insightUnitDemand = pgTable(
  'insight_unit_demand',
  { unitId: unit(), month: date('month').notNull(), hostId: host(), ...demandColumns },
  (t) => [primaryKey({ columns: [t.unitId, t.month] })],
);

export const insightHostDemand = pgTable(
  'insight_host_demand',
  { hostId: host(), month: date('month').notNull(), ...demandColumns },
  (t) => [primaryKey({ columns: [t.hostId, t.month] })],
);

/**
 * Views of a unit's public page and impressions of its card in the public search, counted per
 * day: no visitor, address or cookie is stored.
 */
export const unitDailyStats = pgTable(
  'unit_daily_stats',
  {
    unitId: unit(),
    day: date('day').notNull(),
    hostId: host(),
    views: zero('views'),
    impressions: zero('impressions'),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.day] })],
);

/** The same counts per host and month, written with them (the host-wide figures). */
export const hostMonthlyStats = pgTable(
  'host_monthly_stats',
  {
    hostId: host(),
    month: date('month').notNull(),
    views: zero('views'),
    impressions: zero('impressions'),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.month] })],
);

/** Reviews by the month they were written: star sums (averages are sum ÷ reviews) and replies. */
const reviewColumns = {
  reviews: zero('reviews'),
  replied: zero('replied'),
  rating: zero('rating_sum'),
  cleanliness: zero('cleanliness_sum'),
  accuracy: zero('accuracy_sum'),
  communication: zero('communication_sum'),
  location: zero('location_sum'),
  checkIn: zero('check_in_sum'),
  value: zero('value_sum'),
};

export const insightUnitReviews = pgTable(
  'insight_unit_reviews',
  { unitId: unit(), month: date('month').notNull(), hostId: host(), ...reviewColumns },
  (t) => [primaryKey({ columns: [t.unitId, t.month] })],
);

export const insightHostReviews = pgTable(
  'insight_host_reviews',
  { hostId: host(), month: date('month').notNull(), ...reviewColumns },
  (t) => [primaryKey({ columns: [t.hostId, t.month] })],
);

/**
 * Bumped by the insights triggers in the transaction of every change of a host's earnings or
 * nights: the by-unit rankings (the only reads that add up every unit) are cached per process
 * under it, like the timeline's units (ADR 33).
 */
export const insightVersions = pgTable('insight_versions', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
