import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('units_property_idx').on(t.propertyId, t.position), index('units_host_idx').on(t.hostId)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('occupancies_dates_check', sql`${t.dateTo} > ${t.dateFrom}`),
    index('occupancies_unit_idx').on(t.unitId, t.dateFrom),
  ],
);
