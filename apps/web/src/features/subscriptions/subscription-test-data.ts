import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';

/** Builders of the subscription object as GET /api/app/v2/user/subscription answers it (tests). */
export const TEST_SUBSCRIPTION_ID = '2b1f3c52-3b4c-4d5e-8f60-718293a4b5c6';

/** A credit of `quota` with `used` taken; enabled when there is a quota unless told otherwise. */
export const testCredit = (
  quota: number,
  used: number,
  over: { enabled?: boolean; isLow?: boolean } = {},
) => {
  const enabled = over.enabled ?? quota > 0;
  return {
    enabled,
    quota,
    used,
    remaining: quota - used,
    isEmpty: enabled && quota > 0 && quota === used,
    isLow: over.isLow ?? false,
  };
};

type Use = [quota: number, used: number, over?: { enabled?: boolean; isLow?: boolean }];

/** A live Plus term (or none with `live: false`), with the credits given as [quota, used]. */
export function testSubscription(
  opts: {
    live?: boolean;
    leads?: Use;
    unitPublish?: Use;
    boost?: Use;
    periods?: SubscriptionV2['boost']['scheduledPeriods'];
  } = {},
): SubscriptionV2 {
  const live = opts.live ?? true;
  const [lq, lu, lo] = opts.leads ?? (live ? [120, 0] : [0, 0]);
  const [pq, pu, po] = opts.unitPublish ?? (live ? [5, 0] : [0, 0]);
  const [bq, bu, bo] = opts.boost ?? (live ? [7, 0] : [0, 0]);
  return {
    subscription: live
      ? {
          id: TEST_SUBSCRIPTION_ID,
          planId: 'plus-eur-monthly',
          status: 'active',
          expirationDate: '2031-06-01T00:00:00.000Z',
          isExpired: false,
          isAboutToExpire: false,
          isCancellationScheduled: false,
        }
      : null,
    leads: { ...testCredit(lq, lu, lo), total: lq },
    unitPublish: { ...testCredit(pq, pu, po), cost: 1 },
    boost: { ...testCredit(bq, bu, bo), cost: 1, scheduledPeriods: opts.periods ?? [] },
  };
}

/** The monthly plans as GET /api/app/subscriptions/plans?periodUnit=month answers them. */
export const testPlans = {
  plans: [
    {
      id: 'starter-eur-monthly',
      family: 'starter',
      periodUnit: 'month',
      period: 1,
      price: 1900,
      currency: 'EUR',
      quotas: { leads: 30, unitPublish: 1, boost: 0 },
    },
    {
      id: 'plus-eur-monthly',
      family: 'plus',
      periodUnit: 'month',
      period: 1,
      price: 4900,
      currency: 'EUR',
      quotas: { leads: 120, unitPublish: 5, boost: 7 },
    },
  ],
};
