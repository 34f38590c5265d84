import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: text('property_type', { enum: ['single', 'multi'] }).notNull(),
    title: text('title'),
    description: text('description'),
    restaurantDescription: text('restaurant_description'),
    specialOfferDescription: text('special_offer_description'),
    /** PropertyLocation of the contracts (address, coordinates); null until the location step. */
    location: jsonb('location').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_host_updated_idx').on(t.hostId, t.updatedAt.desc(), t.id),
    index('properties_host_title_trgm_idx').on(t.hostId, sql`lower(coalesce(${t.title}, ''))`),
  ],
);

export const UNIT_STATE_VALUES = [
  'IN_PROGRESS',
  'UNDER_REVIEW',
  'REJECTED_BY_STAFF',
  'PUBLISHED',
  'UNPUBLISHED',
  'APPROVED',
  'DELETED',
] as const;

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Denormalised owner so every unit query is scoped to the host without a join. */
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    state: text('state', { enum: UNIT_STATE_VALUES }).notNull().default('IN_PROGRESS'),
    position: integer('position').notNull().default(0),
    invalidFields: text('invalid_fields').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    accommodationType: text('accommodation_type'),
    guests: integer('guests'),
    /** Room[] of the contracts (type, size in m², beds). */
    rooms: jsonb('rooms').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** Always square metres; the web converts for imperial display. */
    propertySize: numeric('property_size', { precision: 10, scale: 2, mode: 'number' }),
    propertySizeUnit: text('property_size_unit', { enum: ['metric', 'imperial'] })
      .notNull()
      .default('metric'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    priceAndAvailability: jsonb('price_and_availability').$type<Record<string, unknown>>(),
    bookingType: text('booking_type', { enum: ['onLine', 'onRequest'] }),
    cancellationPolicy: text('cancellation_policy'),
    calendarStatus: text('calendar_status').notNull().default('AVAILABLE'),
    /**
     * Bumped (by triggers, migration 0026) in the transaction of every change of what the unit's
     * calendar shows: its occupancies, imported events and feeds, night rates, calendar status and
     * price. The timeline caches a unit's nights under it (ADR 33).
     */
    calendarVersion: bigint('calendar_version', { mode: 'number' }).notNull().default(0),
    links: jsonb('links').$type<{ channel: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    rejectionMessage: text('rejection_message'),
    registrationNumber: text('registration_number'),
    nationalIdentificationCode: text('national_identification_code'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('units_property_idx').on(t.propertyId, t.position),
    index('units_host_idx').on(t.hostId),
    // the units list of a property: live units in list order, read from the index alone (count and
    // page keys), so page 100 of a 2,000-unit property neither sorts nor visits the table
    index('units_property_list_idx')
      .on(t.propertyId, t.position, t.createdAt, t.id, t.hostId)
      .where(sql`${t.state} <> 'DELETED'`),
    // the calendar timeline: the host's live units by title (byte order), so a page and the count
    // come from the index without sorting every unit
    index('units_host_title_idx')
      .on(t.hostId, sql`(lower(coalesce(${t.title}, '')) collate "C")`, t.id)
      .where(sql`${t.state} <> 'DELETED'`),
    // the staff review queue reads units by state, oldest submission first
    index('units_state_submitted_idx').on(t.state, t.submittedAt),
  ],
);

/** Completed listing-flow step names of a unit (000 section 3, "Listing progress"). */
export const listingProgress = pgTable('listing_progress', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const unitPromotions = pgTable(
  'unit_promotions',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    state: text('state', { enum: ['ACTIVE', 'INACTIVE'] }).notNull(),
    data: jsonb('data').$type<{ discount: number }>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.type] })],
);

/** Listing verification against another platform's listing (001 section 7). */
export const calendarVerifications = pgTable(
  'calendar_verifications',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    isListed: boolean('is_listed'),
    listingUrl: text('listing_url'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.platform] }),
    index('calendar_verifications_host_idx').on(t.hostId),
  ],
);

export const OCCUPANCY_KINDS = ['booking', 'booking_request', 'inquiry', 'manual', 'external'] as const;

/**
 * One table for every stay that occupies a unit (DESIGN "Data"): bookings, confirmed requests and
 * inquiries, manual blocks and imported external blocks. The exclusion constraint that forbids
 * overlaps is hand-written SQL in the migrations (drizzle cannot express it).
 */
export const occupancies = pgTable(
  'occupancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OCCUPANCY_KINDS }).notNull(),
    /** False for kinds that are recorded but do not block (a pending request). */
    occupies: boolean('occupies').notNull().default(true),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    sourceId: uuid('source_id'),
    /**
     * A stay's reservation status, guest name and party size, copied by triggers (migration 0014)
     * when either row is written: the calendar reads what its nights hold without a join. Null for
     * blocks.
     */
    status: text('status'),
    guestName: text('guest_name'),
    guests: integer('guests'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('occupancies_dates_check', sql`${t.dateTo} > ${t.dateFrom}`),
    index('occupancies_unit_idx').on(t.unitId, t.dateFrom),
    // the calendar's windows are mostly ahead of today: by end date, a unit's past stays are skipped
    index('occupancies_unit_to_idx').on(t.unitId, t.dateTo),
    index('occupancies_source_idx').on(t.sourceId),
  ],
);
