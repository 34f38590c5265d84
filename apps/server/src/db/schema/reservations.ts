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
    /** [{ status, at, by }] */
    history: jsonb('history').$type<{ status: string; at: string; by: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservations_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    index('reservations_host_kind_checkin_idx').on(t.hostId, t.kind, t.checkIn, t.id),
    index('reservations_host_kind_status_idx').on(t.hostId, t.kind, t.status, t.checkIn),
    index('reservations_unit_idx').on(t.unitId, t.checkIn),
    index('reservations_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} in ('REQUESTED', 'ACTION_NEEDED')`),
  ],
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
