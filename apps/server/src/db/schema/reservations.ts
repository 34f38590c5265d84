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
  uuid,
} from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { users } from './users.ts';

export const RESERVATION_KINDS = ['booking_request', 'booking', 'inquiry'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/** The statuses of the completed bookings tab (after check-out, not cancelled). */
export const COMPLETED_BOOKING_STATUSES = [
  'COMPLETED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
] as const;
/** The same list as SQL literals, for the partial index and the query that must match it. */
export const COMPLETED_SQL = COMPLETED_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Booking requests, bookings and inquiries in one table (they share the guest, the stay and the
 * quote); `kind` tells them apart and `status` holds the kind's own status enum of the contracts.
 * A confirmed request keeps its row and gets a booking row whose `origin_id` points back to it.
 * What a stay occupies lives in `occupancies` (source_id = this id), where the exclusion
 * constraint forbids overlaps.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    guests: integer('guests').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone'),
    guestLanguage: text('guest_language').notNull(),
    message: text('message'),
    /** Quote of the contracts, as computed when the guest asked. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    paymentOption: text('payment_option').notNull(),
    /** the request a booking came from */
    originId: uuid('origin_id'),
    /** requests: when unanswered they expire; inquiries: when they need action */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** rejection or cancellation: { by, reason, subReason, explanation, message, at } */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    cancelledBy: text('cancelled_by'),
    /** the guest's secret for the page of their stay (the link in their e-mails) */
    guestToken: text('guest_token'),
    /** [{ status, at, by }] */
    history: jsonb('history').$type<{ status: string; at: string; by: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservations_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    // The host's lists (issue 7, "Data and figures": 200,000 bookings, p99 50 ms at page 500): each
    // tab's page keys come from one of these indexes alone (an index-only scan in list order,
    // OFFSET included), then only the page's 20 rows are read. "all" and the inquiries:
    index('reservations_host_kind_checkin_idx').on(t.hostId, t.kind, t.checkIn, t.id),
    // one status: upcoming, current (CONFIRMED), cancelled, open inquiries; check-out rides along
    // (after the unique id it orders nothing) so that "current" is answered from the index too
    index('reservations_host_kind_status_idx').on(t.hostId, t.kind, t.status, t.checkIn, t.id, t.checkOut),
    // the completed tab's four statuses, in check-in order (the query spells the same list)
    index('reservations_host_completed_idx')
      .on(t.hostId, t.checkIn, t.id)
      .where(sql`${t.kind} = 'booking' and ${t.status} in (${sql.raw(COMPLETED_SQL)})`),
    // booking requests, soonest to expire first
    index('reservations_host_requests_idx')
      .on(t.hostId, t.status, t.respondBy, t.checkIn, t.id)
      .where(sql`${t.kind} = 'booking_request'`),
    index('reservations_unit_idx').on(t.unitId, t.checkIn),
    index('reservations_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} in ('REQUESTED', 'ACTION_NEEDED')`),
    // the sweep's stays whose check-out has come, among the statuses it moves on from (requests
    // expire by respond_by, above)
    index('reservations_due_checkout_idx')
      .on(t.kind, t.status, t.checkOut)
      .where(
        sql`${t.kind} in ('booking', 'inquiry') and ${t.status} in ('REQUESTED', 'ACTION_NEEDED', 'CONFIRMED', 'COMPLETED', 'IN_REVIEW_COLLECTION')`,
      ),
  ],
);

/**
 * How many reservations a host has per kind and status, kept by statement triggers on
 * `reservations` (hand-written SQL in the migrations: drizzle cannot express them), so that the
 * lists' totals without criteria and the pending-requests badge do not count 200,000 rows.
 */
export const reservationCounts = pgTable(
  'reservation_counts',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.kind, t.status] })],
);

/**
 * Idempotency-Key of the guest POSTs: the first answer is kept with a hash of the body, so a retry
 * with the same key and body gets it again and another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
