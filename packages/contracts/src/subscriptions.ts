import { z } from 'zod';
import { calendarDate } from './common.ts';

/**
 * Subscriptions v2 (issue 12, 001 sections 3, 4, 7, 9; ADR 35). Plans are data: a price per
 * period and what a term allows (leads, unit publications, boosts). Money in cents.
 */
export const SUBSCRIPTION_RULES = {
  /** about to expire: within 3 days before the expiration date (001 section 9) */
  aboutToExpireDays: 3,
  /** leads are low at 25 % or less of the total left */
  lowLeadsShare: 0.25,
  /** unit publications are low with 1 to 5 left */
  lowPublishRemaining: 5,
  /** what one publication and one boost day cost in credits by default */
  defaultCost: 1,
  trialDays: 14,
  /** the VAT rate charged on subscriptions (the platform's seat), in basis points */
  vatBasisPoints: 1900,
} as const;

export const PERIOD_UNITS = ['month', 'year'] as const;
export const CREDIT_KINDS = ['leads', 'unitPublish', 'boost'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface PlanDefinition {
  /** the plan item price id (001 section 7, change-plan's planItemPriceId) */
  id: string;
  /** the plan's family, shared by its monthly and yearly prices */
  family: 'starter' | 'plus' | 'pro';
  periodUnit: (typeof PERIOD_UNITS)[number];
  period: number;
  /** per period, VAT included */
  price: number;
  currency: 'EUR';
  /** per term */
  quotas: Record<CreditKind, number>;
}

const quotas = (leads: number, unitPublish: number, boost: number) => ({ leads, unitPublish, boost });
export const SUBSCRIPTION_PLANS: readonly PlanDefinition[] = [
  {
    id: 'starter-eur-monthly',
    family: 'starter',
    periodUnit: 'month',
    period: 1,
    price: 1_900,
    currency: 'EUR',
    quotas: quotas(30, 1, 0),
  },
  {
    id: 'starter-eur-yearly',
    family: 'starter',
    periodUnit: 'year',
    period: 1,
    price: 19_000,
    currency: 'EUR',
    quotas: quotas(360, 1, 0),
  },
  {
    id: 'plus-eur-monthly',
    family: 'plus',
    periodUnit: 'month',
    period: 1,
    price: 4_900,
    currency: 'EUR',
    quotas: quotas(120, 5, 7),
  },
  {
    id: 'plus-eur-yearly',
    family: 'plus',
    periodUnit: 'year',
    period: 1,
    price: 49_000,
    currency: 'EUR',
    quotas: quotas(1_440, 5, 84),
  },
  {
    id: 'pro-eur-monthly',
    family: 'pro',
    periodUnit: 'month',
    period: 1,
    price: 12_900,
    currency: 'EUR',
    quotas: quotas(500, 25, 30),
  },
  {
    id: 'pro-eur-yearly',
    family: 'pro',
    periodUnit: 'year',
    period: 1,
    price: 129_000,
    currency: 'EUR',
    quotas: quotas(6_000, 25, 360),
  },
];

export const planById = (id: string) => SUBSCRIPTION_PLANS.find((p) => p.id === id);

/** 001 section 3: yearly plans are shown as 12 months. */
export function planPeriodInMonths(plan: Pick<PlanDefinition, 'periodUnit' | 'period'>) {
  return {
    periodUnit: 'month' as const,
    period: plan.periodUnit === 'year' ? plan.period * 12 : plan.period,
  };
}

const iso = z.iso.datetime({ offset: true });

export const planSchema = z
  .object({
    id: z.string(),
    family: z.enum(['starter', 'plus', 'pro']),
    /** yearly plans as 12 months (001 section 3) */
    periodUnit: z.literal('month'),
    period: z.number().int(),
    price: z.number().int(),
    currency: z.string(),
    quotas: z.object({ leads: z.number().int(), unitPublish: z.number().int(), boost: z.number().int() }),
  })
  .meta({ id: 'SubscriptionPlan' });
export type Plan = z.infer<typeof planSchema>;
export const plansSchema = z.object({ plans: z.array(planSchema) }).meta({ id: 'SubscriptionPlans' });

const credit = z.object({
  enabled: z.boolean(),
  quota: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  isEmpty: z.boolean(),
  isLow: z.boolean(),
});

/** GET /api/app/v2/user/subscription (001 section 3 "Subscription (v2)") with the derived flags of section 4. */
export const subscriptionV2Schema = z
  .object({
    subscription: z
      .object({
        id: z.uuid(),
        planId: z.string(),
        status: z.enum(['in_trial', 'active', 'non_renewing', 'cancelled', 'expired']),
        expirationDate: iso,
        isExpired: z.boolean(),
        isAboutToExpire: z.boolean(),
        isCancellationScheduled: z.boolean(),
      })
      .nullable(),
    leads: credit.extend({ total: z.number().int() }),
    unitPublish: credit.extend({ cost: z.number().int() }),
    boost: credit.extend({
      cost: z.number().int(),
      /** boost periods booked and not over yet */
      scheduledPeriods: z.array(
        z.object({ unitId: z.uuid(), startDate: calendarDate, endDate: calendarDate }),
      ),
    }),
  })
  .meta({ id: 'SubscriptionV2' });
export type SubscriptionV2 = z.infer<typeof subscriptionV2Schema>;

/** POST /api/app/user/subscription/coin/boost: the days [startDate, endDate) of a unit. */
export const coinBoostSchema = z
  .object({ propertyUnitId: z.uuid(), startDate: calendarDate, endDate: calendarDate })
  .strict()
  .refine((b) => b.startDate < b.endDate, { message: 'The boost ends after it starts', path: ['endDate'] })
  .meta({ id: 'CoinBoost' });
export type CoinBoost = z.infer<typeof coinBoostSchema>;

/** Credit counters as a pure function of a term's quota and use (001 section 4). */
export function creditState(kind: CreditKind, quota: number, used: number, enabled: boolean) {
  const remaining = Math.max(0, quota - used);
  const isEmpty = enabled && remaining <= 0;
  const isLow =
    enabled &&
    !isEmpty &&
    (kind === 'leads'
      ? remaining <= quota * SUBSCRIPTION_RULES.lowLeadsShare
      : kind === 'unitPublish'
        ? remaining >= 1 && remaining <= SUBSCRIPTION_RULES.lowPublishRemaining
        : false);
  return { enabled, quota, used, remaining, isEmpty, isLow };
}

/** Expired once the expiration date passed; about to expire within 3 days before it. */
export function expiryState(expirationDate: Date, now: Date) {
  const left = expirationDate.getTime() - now.getTime();
  return {
    isExpired: left <= 0,
    isAboutToExpire: left > 0 && left <= SUBSCRIPTION_RULES.aboutToExpireDays * 86_400_000,
  };
}

// ---------------------------------------------------------------------------------------------
// Checkout (hosted page), coupons, cancellation, the unit's info, the stored card

export interface CouponDefinition {
  code: string;
  /** off the first term's price */
  percentOff: number;
  /** the last day it can be used (UTC, inclusive) */
  validUntil: string;
  /** plan families it applies to; every family when absent */
  families?: readonly PlanDefinition['family'][];
}

/** Coupons as data (ADR 35): codes are case-insensitive. */
export const COUPONS: readonly CouponDefinition[] = [
  { code: 'WELCOME20', percentOff: 20, validUntil: '2099-12-31' },
  { code: 'PRO50', percentOff: 50, validUntil: '2099-12-31', families: ['pro'] },
  { code: 'SUMMER2025', percentOff: 30, validUntil: '2025-09-30' },
];

export type CouponProblem = 'unknown' | 'expired' | 'notForPlan';
/** The coupon for `code` on `plan` at `today`, or why it cannot be used. */
export function couponFor(
  code: string,
  plan: Pick<PlanDefinition, 'family'>,
  today: string,
): { coupon: CouponDefinition } | { problem: CouponProblem } {
  const coupon = COUPONS.find((c) => c.code === code.trim().toUpperCase());
  if (!coupon) return { problem: 'unknown' };
  if (today > coupon.validUntil) return { problem: 'expired' };
  if (coupon.families && !coupon.families.includes(plan.family)) return { problem: 'notForPlan' };
  return { coupon };
}

/** The first term's price with a coupon (whole cents, rounded half up). */
export const discounted = (price: number, percentOff: number) =>
  price - Math.round((price * percentOff) / 100);

const couponCode = z.string().trim().min(1).max(40);

/** Starts a hosted checkout of a plan (our call: the spec shows the redirect back, not its start). */
/** A path of the portal to come back to (the listing flow's plan step); never another site. */
export const returnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, 'A path of the portal');

export const checkoutRequestSchema = z
  .object({
    planId: z.string().max(60),
    couponCode: couponCode.optional(),
    returnPath: returnPathSchema.optional(),
  })
  .strict()
  .meta({ id: 'CheckoutRequest' });
export const checkoutSchema = z
  .object({ hostedPageId: z.uuid(), url: z.string(), amount: z.number().int(), currency: z.string() })
  .meta({ id: 'Checkout' });

/** POST /api/app/subscription/in_progress (001 section 7). */
export const inProgressRequestSchema = z
  .object({ hostedPageId: z.uuid() })
  .strict()
  .meta({ id: 'InProgressRequest' });
export const HOSTED_PAGE_STATUSES = ['created', 'in_progress', 'succeeded', 'failed', 'abandoned'] as const;
export const hostedPageStateSchema = z
  .object({
    hostedPageId: z.uuid(),
    status: z.enum(HOSTED_PAGE_STATUSES),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'HostedPageState' });

/** DELETE /api/app/subscription: cancel at the end of the term (001 section 3 "Cancel payload"). */
export const cancelSubscriptionSchema = z
  .object({ subscriptionId: z.uuid(), reason: z.string().trim().min(1).max(1000) })
  .strict()
  .meta({ id: 'CancelSubscription' });

/** GET /api/app/subscription/info/{unitId} (001 section 3 "Subscription info"). */
export const subscriptionInfoSchema = z
  .object({
    currentPlan: z
      .object({
        subscriptionId: z.uuid(),
        planId: z.string(),
        subscriptionStatus: z.enum(['in_trial', 'active', 'non_renewing', 'cancelled', 'expired']),
        /** active and cancelled are the editable internal statuses (001 section 4) */
        subscriptionInternalStatus: z.enum(['active', 'cancelled', 'in_trial', 'expired']),
        isCancellationScheduled: z.boolean(),
        expirationDate: iso,
      })
      .nullable(),
    boosts: z.array(
      z.object({ type: z.literal('boost'), startDate: calendarDate, expirationDate: calendarDate }),
    ),
  })
  .meta({ id: 'SubscriptionInfo' });

/** GET /api/app/subscriptions/payment-source/status: the stored card, never its number. */
export const paymentSourceStatusSchema = z
  .object({
    status: z.enum(['valid', 'expiring', 'expired', 'missing']),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
  })
  .meta({ id: 'PaymentSourceStatus' });

// ---------------------------------------------------------------------------------------------
// Plan changes, self-renewal plans, expiring subscriptions and invoices (issue 12, ADR 38)

/** POST /api/app/subscription/{subscriptionId}/change-plan (001 section 3 "Plan change"). */
export const changePlanSchema = z
  .object({
    subscriptionId: z.uuid(),
    planItemPriceId: z.string().max(60),
    couponCode: couponCode.optional(),
  })
  .strict()
  .meta({ id: 'ChangePlan' });
export type ChangePlan = z.infer<typeof changePlanSchema>;

/** A plan change waiting for the end of the term; period as in plans (yearly as 12 months). */
export const scheduledChangeSchema = z
  .object({
    id: z.uuid(),
    planId: z.string(),
    periodUnit: z.literal('month'),
    period: z.number().int(),
    couponCode: z.string().nullable(),
    /** the first term's price of the new plan, after the coupon (cents) */
    price: z.number().int(),
    currency: z.string(),
    effectiveAt: iso,
  })
  .meta({ id: 'ScheduledChange' });
export const scheduledChangesSchema = z
  .object({ scheduledChanges: z.array(scheduledChangeSchema) })
  .meta({ id: 'ScheduledChanges' });

/** DELETE /api/app/subscription/{subscriptionId}/scheduled-changes: the pending change, with a reason. */
export const cancelScheduledChangeSchema = z
  .object({ reason: z.string().trim().min(1).max(1000) })
  .strict()
  .meta({ id: 'CancelScheduledChange' });

/** GET /api/app/subscription/expiring: the live subscription that will end soon or not renew. */
export const expiringSubscriptionsSchema = z
  .object({
    subscriptions: z.array(
      z.object({
        id: z.uuid(),
        planId: z.string(),
        status: z.enum(['in_trial', 'active', 'non_renewing']),
        expirationDate: iso,
        isAboutToExpire: z.boolean(),
        /** whether the term will be renewed with the stored card */
        willRenew: z.boolean(),
        /** why it will not renew: cancellation scheduled, a trial, no card, or a card expired by then */
        reason: z.enum(['renews', 'cancellationScheduled', 'trial', 'noCard', 'cardExpires']),
      }),
    ),
  })
  .meta({ id: 'ExpiringSubscriptions' });

/** GET /api/app/subscription/invoices: the host's charges, newest first. */
export const invoiceSchema = z
  .object({
    id: z.uuid(),
    invoiceNumber: z.string(),
    date: iso,
    planId: z.string(),
    periodStart: iso,
    periodEnd: iso,
    /** VAT included (cents) */
    amount: z.number().int(),
    vatAmount: z.number().int(),
    netAmount: z.number().int(),
    /** the VAT rate in basis points */
    vatBasisPoints: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: 'Invoices' });
