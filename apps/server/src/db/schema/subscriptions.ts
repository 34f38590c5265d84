import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
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
 * Subscriptions (issue 12, ADR 35): a host's plan with its term and status, its credits (leads,
 * unit publications, boosts), boosts booked from credits, scheduled plan changes, the hosted
 * checkout pages and the charges (each one invoiced). Plans themselves are data in the contracts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** in_trial, active, non_renewing (cancellation scheduled), cancelled, expired */
    status: text('status', {
      enum: ['in_trial', 'active', 'non_renewing', 'cancelled', 'expired'],
    }).notNull(),
    couponCode: text('coupon_code'),
    currentTermStart: timestamp('current_term_start', { withTimezone: true }).notNull(),
    currentTermEnd: timestamp('current_term_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one live subscription per host; cancelled and expired ones stay as history
    uniqueIndex('subscriptions_live_host_idx')
      .on(t.hostId)
      .where(sql`${t.status} in ('in_trial', 'active', 'non_renewing')`),
    index('subscriptions_term_end_idx').on(t.currentTermEnd),
  ],
);

/** What a subscription's term allows and what was used of it; `used <= quota` always. */
export const subscriptionCredits = pgTable(
  'subscription_credits',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['leads', 'unitPublish', 'boost'] }).notNull(),
    quota: integer('quota').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.kind] }),
    check('subscription_credits_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.quota}`),
  ],
);

/** A boost period of a unit, booked from boost credits; it raises the unit in the public search. */
export const unitBoosts = pgTable(
  'unit_boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    /** exclusive */
    endsOn: date('ends_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_boosts_unit_idx').on(t.unitId, t.endsOn),
    check('unit_boosts_order_check', sql`${t.startsOn} < ${t.endsOn}`),
  ],
);

/** A plan change waiting for the end of the term (list, cancel with a reason). */
export const subscriptionScheduledChanges = pgTable('subscription_scheduled_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  couponCode: text('coupon_code'),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A hosted checkout page: created for a plan, completed once by the provider's confirmation. */
export const hostedPages = pgTable('hosted_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  couponCode: text('coupon_code'),
  status: text('status', { enum: ['created', 'in_progress', 'succeeded', 'failed', 'abandoned'] })
    .notNull()
    .default('created'),
  failureReason: text('failure_reason'),
  /** where the checkout sends the host back (a path of the portal; the payment tab by default) */
  returnPath: text('return_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** The card the provider keeps for renewals (never its number: brand, last 4, expiry). */
export const paymentSources = pgTable('payment_sources', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money charged to a host for a subscription (a first term, a renewal, a change): one row per
 * provider event (`event_id` unique: a confirmation delivered twice charges once), each with its
 * invoice number. Amounts in cents, VAT included in `amount` and shown apart in `vat_amount`.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    eventId: text('event_id').notNull(),
    planId: text('plan_id').notNull(),
    amount: integer('amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    currency: text('currency').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    refunded: boolean('refunded').notNull().default(false),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_charges_event_idx').on(t.eventId),
    uniqueIndex('subscription_charges_invoice_idx').on(t.invoiceNumber),
    index('subscription_charges_host_idx').on(t.hostId, t.chargedAt),
  ],
);

/**
 * The host's switches of the subscription services (ADR 39), kept per host so that they survive
 * renewals and plan changes; a service has its effect only while the live plan includes it. A
 * service never switched has its default (contracts' SUBSCRIPTION_SERVICES).
 */
export const hostServices = pgTable(
  'host_services',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    enabled: boolean('enabled').notNull(),
    /** inquiryMessage: the host's words added to the guest's inquiry e-mail */
    message: text('message'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.service] })],
);
