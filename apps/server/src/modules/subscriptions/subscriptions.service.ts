import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { subscriptionInfoSchema } from '@host-portal/contracts/subscriptions';
import {
  type CoinBoost,
  type CreditKind,
  creditState,
  expiryState,
  type Plan,
  planById,
  planPeriodInMonths,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_RULES,
  type SubscriptionV2,
} from '@host-portal/contracts/subscriptions';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';

type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

import type { CreditRow, SubscriptionsRepository } from './subscriptions.repository.ts';
import { addMonths, termMonths } from './terms.ts';

const DAY = 86_400_000;
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

export interface SubscriptionsDeps {
  /** whether a subscription applies to the host (the billing model: subscription or hybrid) */
  subscriptionApplicable: (hostId: string) => Promise<boolean>;
  now?: () => Date;
}

/**
 * Subscriptions v2 (issue 12, ADR 35): the plans, the host's subscription with its credits and
 * the flags of 001 section 4, publish credits taken by the units service's publish, and boosts
 * booked from boost credits.
 */
export function subscriptionsService(repo: SubscriptionsRepository, deps: SubscriptionsDeps) {
  const now = deps.now ?? (() => new Date());

  const credit = (credits: CreditRow[], kind: CreditKind, enabled: boolean) => {
    const row = credits.find((c) => c.kind === kind);
    return creditState(kind, row?.quota ?? 0, row?.used ?? 0, enabled && row !== undefined);
  };

  return {
    /** 001 section 3: only monthly plans are kept where plans are listed; yearly shown as 12 months. */
    plans(options: { monthlyOnly?: boolean } = {}): { plans: Plan[] } {
      const plans = SUBSCRIPTION_PLANS.filter((p) => !options.monthlyOnly || p.periodUnit === 'month');
      return { plans: plans.map((p) => ({ ...p, ...planPeriodInMonths(p) })) };
    },

    async subscription(hostId: string): Promise<SubscriptionV2> {
      const applies = await deps.subscriptionApplicable(hostId);
      const live = applies ? await repo.live(hostId) : undefined;
      const credits = live ? await repo.credits(live.id) : [];
      const enabled = live !== undefined;
      const leads = credit(credits, 'leads', enabled);
      const boosts = live ? await repo.boosts(hostId, toDay(now())) : [];
      return {
        subscription: live
          ? {
              id: live.id,
              planId: live.plan_id,
              status: live.status,
              expirationDate: live.current_term_end.toISOString(),
              ...expiryState(live.current_term_end, now()),
              isCancellationScheduled: live.status === 'non_renewing',
            }
          : null,
        leads: { ...leads, total: leads.quota },
        unitPublish: { ...credit(credits, 'unitPublish', enabled), cost: SUBSCRIPTION_RULES.defaultCost },
        boost: {
          ...credit(credits, 'boost', enabled),
          cost: SUBSCRIPTION_RULES.defaultCost,
          scheduledPeriods: boosts.map((b) => ({
            unitId: b.unit_id,
            startDate: b.starts_on,
            endDate: b.ends_on,
          })),
        },
      };
    },

    /**
     * Called by the units service before a unit is published: when a subscription applies, one
     * publish credit is taken (atomically; 409 with the reason when there is no live subscription or
     * no credit left). Answers how to give it back if the publication then fails.
     */
    async takePublishCredit(hostId: string): Promise<(() => Promise<void>) | null> {
      if (!(await deps.subscriptionApplicable(hostId))) return null;
      const cost = SUBSCRIPTION_RULES.defaultCost;
      const { taken, live } = await repo.take(hostId, 'unitPublish', cost);
      if (!taken) {
        throw new AppError(
          ERROR_CODES.conflict,
          live ? 'subscriptions.errors.noPublishCredits' : 'subscriptions.errors.noSubscription',
        );
      }
      return () => repo.giveBack(hostId, 'unitPublish', cost);
    },

    /**
     * Called by the reservations service after a guest's inquiry or booking request is stored (a
     * lead: a first contact that is not an instant booking): when a subscription applies, one lead
     * credit is taken from the live term (atomically). The guest is never refused for want of
     * leads, so this never throws for that: it answers whether a lead was taken (false without a
     * subscription, a live term or a lead left; the counter then stays where it is).
     */
    async takeLead(hostId: string): Promise<boolean> {
      if (!(await deps.subscriptionApplicable(hostId))) return false;
      const { taken } = await repo.take(hostId, 'leads', SUBSCRIPTION_RULES.defaultCost);
      return taken;
    },

    /** POST /api/app/user/subscription/coin/boost: one boost credit per day of [startDate, endDate). */
    async boost(hostId: string, body: CoinBoost) {
      if (!(await deps.subscriptionApplicable(hostId))) throw notFound('Subscription');
      if (body.startDate < toDay(now())) {
        throw new AppError(ERROR_CODES.validation, 'subscriptions.errors.boostInPast', {
          invalidParams: [{ name: 'startDate', reason: 'subscriptions.errors.boostInPast' }],
        });
      }
      const days = daysBetween(body.startDate, body.endDate);
      const outcome = await repo.bookBoost(
        hostId,
        body.propertyUnitId,
        body.startDate,
        body.endDate,
        days * SUBSCRIPTION_RULES.defaultCost,
      );
      if (outcome === 'no-unit') throw notFound('Unit');
      if (outcome === 'overlap')
        throw new AppError(ERROR_CODES.conflict, 'subscriptions.errors.boostOverlap');
      if (outcome === 'no-credits')
        throw new AppError(ERROR_CODES.conflict, 'subscriptions.errors.noBoostCredits');
      return this.subscription(hostId);
    },

    /** GET /api/app/subscription/info/{unitId}: the plan the unit is listed under, and its boosts. */
    async info(hostId: string, unitId: string): Promise<SubscriptionInfo> {
      if (!(await repo.unitOwned(hostId, unitId))) throw notFound('Unit');
      const live = (await deps.subscriptionApplicable(hostId)) ? await repo.live(hostId) : undefined;
      const boosts = await repo.unitBoosts(hostId, unitId, toDay(now()));
      return {
        currentPlan: live
          ? {
              subscriptionId: live.id,
              planId: live.plan_id,
              subscriptionStatus: live.status,
              subscriptionInternalStatus:
                live.status === 'non_renewing'
                  ? 'cancelled'
                  : live.status === 'in_trial'
                    ? 'in_trial'
                    : 'active',
              isCancellationScheduled: live.status === 'non_renewing',
              expirationDate: live.current_term_end.toISOString(),
            }
          : null,
        boosts: boosts.map((b) => ({
          type: 'boost' as const,
          startDate: b.starts_on,
          expirationDate: b.ends_on,
        })),
      };
    },

    /** DELETE /api/app/subscription: the term runs out, nothing renews (cancellation scheduled). */
    async cancel(hostId: string, subscriptionId: string, reason: string) {
      const live = await repo.live(hostId);
      if (!live || live.id !== subscriptionId) throw notFound('Subscription');
      if (!(await repo.scheduleCancellation(hostId, subscriptionId, reason))) {
        throw new AppError(ERROR_CODES.conflict, 'subscriptions.errors.alreadyCancelled');
      }
      return this.subscription(hostId);
    },

    /** A new term of `planId` (the checkout's confirmation, a trial): the subscription and its credits. */
    async activate(hostId: string, planId: string, options: { trial?: boolean } = {}) {
      const plan = planById(planId);
      if (!plan) throw notFound('Plan');
      const start = now();
      const end = options.trial
        ? new Date(start.getTime() + SUBSCRIPTION_RULES.trialDays * DAY)
        : addMonths(start, termMonths(plan));
      return repo.create(
        hostId,
        plan,
        options.trial ? 'in_trial' : 'active',
        start,
        end,
        options.trial ? end : null,
      );
    },
  };
}
export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
