import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  type ChangePlan,
  couponFor,
  discounted,
  expiryState,
  type Plan,
  planById,
  planPeriodInMonths,
  SUBSCRIPTION_PLANS,
} from '@host-portal/contracts/subscriptions';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cardValidAt, PENDING_CHANGE } from './renewals.ts';

const toDay = (d: Date) => d.toISOString().slice(0, 10);
const invalidParam = (name: string, reason: string) =>
  new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name, reason }] });

interface LiveRow {
  id: string;
  plan_id: string;
  status: 'in_trial' | 'active' | 'non_renewing';
  current_term_end: Date;
}
interface ChangeRow {
  id: string;
  plan_id: string;
  coupon_code: string | null;
  effective_at: Date;
}

/**
 * Plan changes at the end of the term, self-renewal plans and expiring subscriptions (issue 12,
 * 001 section 7, ADR 38). Every statement is keyed by the host: another host's subscription or
 * unit is a 404.
 */
export function subscriptionChangesService(database: Database, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  async function live(hostId: string, subscriptionId: string) {
    const [row] = await database.query<LiveRow>(
      `select id, plan_id, status, current_term_end from subscriptions
        where id = $1 and host_id = $2 and status in ('in_trial', 'active', 'non_renewing')`,
      [subscriptionId, hostId],
    );
    if (!row) throw notFound('Subscription');
    return row;
  }

  const priced = (planId: string, couponCode: string | null) => {
    const plan = planById(planId);
    const coupon = plan && couponCode ? couponFor(couponCode, plan, '0000-01-01') : undefined;
    const price = plan ? plan.price : 0;
    return coupon && 'coupon' in coupon ? discounted(price, coupon.coupon.percentOff) : price;
  };

  async function pending(subscriptionId: string) {
    const rows = await database.query<ChangeRow>(
      `select c.id, c.plan_id, c.coupon_code, c.effective_at from subscription_scheduled_changes c
         join subscriptions s on s.id = c.subscription_id
        where c.subscription_id = $1 and ${PENDING_CHANGE} order by c.created_at desc`,
      [subscriptionId],
    );
    return {
      scheduledChanges: rows.map((c) => {
        const plan = planById(c.plan_id);
        return {
          id: c.id,
          planId: c.plan_id,
          ...planPeriodInMonths(plan ?? { periodUnit: 'month', period: 1 }),
          couponCode: c.coupon_code,
          price: priced(c.plan_id, c.coupon_code),
          currency: plan?.currency ?? 'EUR',
          effectiveAt: new Date(c.effective_at).toISOString(),
        };
      }),
    };
  }

  return {
    /** GET /api/app/subscription/{id}/scheduled-changes */
    async scheduledChanges(hostId: string, subscriptionId: string) {
      await live(hostId, subscriptionId);
      return pending(subscriptionId);
    },

    /**
     * POST /api/app/subscription/{id}/change-plan: the new plan starts at the end of the term
     * (one pending change: a new one replaces it). Only a term that renews can change.
     */
    async changePlan(hostId: string, subscriptionId: string, body: ChangePlan) {
      const sub = await live(hostId, subscriptionId);
      if (body.subscriptionId !== subscriptionId)
        throw invalidParam('subscriptionId', 'subscriptions.errors.idMismatch');
      const plan = planById(body.planItemPriceId);
      if (!plan) throw invalidParam('planItemPriceId', 'subscriptions.errors.unknownPlan');
      let coupon: string | null = null;
      if (body.couponCode) {
        const found = couponFor(body.couponCode, plan, toDay(now()));
        if (!('coupon' in found))
          throw invalidParam('couponCode', `subscriptions.errors.coupon.${found.problem}`);
        coupon = found.coupon.code;
      }
      if (sub.status !== 'active')
        throw new AppError(ERROR_CODES.conflict, 'subscriptions.errors.changeNeedsRenewal');
      await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update subscription_scheduled_changes set cancelled_at = now(), cancel_reason = 'replaced'
                where subscription_id = ${subscriptionId} and cancelled_at is null`,
        );
        await tx.execute(
          sql`insert into subscription_scheduled_changes (subscription_id, plan_id, coupon_code, effective_at)
              values (${subscriptionId}, ${plan.id}, ${coupon}, ${new Date(sub.current_term_end).toISOString()})`,
        );
      });
      return pending(subscriptionId);
    },

    /** DELETE /api/app/subscription/{id}/scheduled-changes: kept, with when and why it was cancelled. */
    async cancelChange(hostId: string, subscriptionId: string, reason: string) {
      await live(hostId, subscriptionId);
      const rows = await database.query(
        `update subscription_scheduled_changes c set cancelled_at = now(), cancel_reason = $2
           from subscriptions s
          where s.id = c.subscription_id and c.subscription_id = $1 and ${PENDING_CHANGE} returning c.id`,
        [subscriptionId, reason],
      );
      if (!rows.length) throw notFound('Scheduled change');
      return pending(subscriptionId);
    },

    /** GET /api/app/subscription/self-renewal/plans/{unitId}?couponId: monthly plans, after the coupon. */
    async selfRenewalPlans(hostId: string, unitId: string, couponId?: string): Promise<{ plans: Plan[] }> {
      const owned = await database.query(
        `select 1 from units where id = $1 and host_id = $2 and state <> 'DELETED'`,
        [unitId, hostId],
      );
      if (!owned.length) throw notFound('Unit');
      const today = toDay(now());
      if (couponId) {
        const found = couponFor(couponId, { family: 'pro' }, today);
        if ('problem' in found && found.problem !== 'notForPlan')
          throw invalidParam('couponId', `subscriptions.errors.coupon.${found.problem}`);
      }
      return {
        plans: SUBSCRIPTION_PLANS.filter((p) => p.periodUnit === 'month').map((p) => {
          const found = couponId ? couponFor(couponId, p, today) : undefined;
          const price = found && 'coupon' in found ? discounted(p.price, found.coupon.percentOff) : p.price;
          return { ...p, ...planPeriodInMonths(p), price };
        }),
      };
    },

    /** GET /api/app/subscription/expiring: the live subscription ending within 3 days, or not renewing. */
    async expiring(hostId: string) {
      const [sub] = await database.query<LiveRow>(
        `select id, plan_id, status, current_term_end from subscriptions
          where host_id = $1 and status in ('in_trial', 'active', 'non_renewing')`,
        [hostId],
      );
      if (!sub) return { subscriptions: [] };
      const end = new Date(sub.current_term_end);
      const [card] = await database.query<{ exp_month: number; exp_year: number }>(
        'select exp_month, exp_year from payment_sources where host_id = $1',
        [hostId],
      );
      const reason =
        sub.status === 'non_renewing'
          ? ('cancellationScheduled' as const)
          : sub.status === 'in_trial'
            ? ('trial' as const)
            : !card
              ? ('noCard' as const)
              : !cardValidAt(card, end)
                ? ('cardExpires' as const)
                : ('renews' as const);
      const state = expiryState(end, now());
      if (
        !state.isAboutToExpire &&
        (reason === 'renews' || reason === 'trial' || reason === 'cancellationScheduled')
      )
        return { subscriptions: [] };
      return {
        subscriptions: [
          {
            id: sub.id,
            planId: sub.plan_id,
            status: sub.status,
            expirationDate: end.toISOString(),
            isAboutToExpire: state.isAboutToExpire,
            willRenew: reason === 'renews',
            reason,
          },
        ],
      };
    },
  };
}
export type SubscriptionChangesService = ReturnType<typeof subscriptionChangesService>;
