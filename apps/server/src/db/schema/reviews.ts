import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { reservations } from './reservations.ts';
import { users } from './users.ts';

/**
 * A guest's review of a stay (issue 10): one per reservation, written through the guest login
 * within the review window; the host's one public reply sits on the same row.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    rating: smallint('rating').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    accuracy: smallint('accuracy').notNull(),
    communication: smallint('communication').notNull(),
    location: smallint('location').notNull(),
    checkIn: smallint('check_in').notNull(),
    value: smallint('value').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reply: text('reply'),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    seen: boolean('seen').notNull().default(false),
    /** when the host was reminded of the reply window closing (once) */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_unit_created_idx').on(t.hostId, t.unitId, t.createdAt.desc()),
    index('reviews_host_unseen_idx').on(t.hostId, t.unitId).where(sql`not ${t.seen}`),
    check(
      'reviews_stars',
      sql`${t.rating} between 1 and 5 and ${t.cleanliness} between 1 and 5 and ${t.accuracy} between 1 and 5
        and ${t.communication} between 1 and 5 and ${t.location} between 1 and 5
        and ${t.checkIn} between 1 and 5 and ${t.value} between 1 and 5`,
    ),
  ],
);
