import type { CoinBoost, SubscriptionV2, subscriptionInfoSchema } from '@host-portal/contracts/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscriptions-api.ts';

export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** The unit's plan and boosts live under the subscriptions keys, one entry per unit. */
export const unitSubscriptionKeys = {
  info: (unitId: string) => [...subscriptionKeys.all, 'info', unitId] as const,
};

/** GET /api/app/subscription/info/{unitId}: the plan the unit is listed under and its boosts. */
export const unitSubscriptionInfoQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: unitSubscriptionKeys.info(unitId),
    queryFn: ({ signal }) =>
      api.get<SubscriptionInfo>(`/api/app/subscription/info/${encodeURIComponent(unitId)}`, { signal }),
  });
export const useUnitSubscriptionInfo = (unitId: string) => useQuery(unitSubscriptionInfoQueryOptions(unitId));

/**
 * POST /api/app/user/subscription/coin/boost: books [startDate, endDate) of a unit from boost
 * credits. The answer is the subscription with its new counters; the unit's booked periods are
 * read again.
 */
export function useBookBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoinBoost) => api.post<SubscriptionV2>('/api/app/user/subscription/coin/boost', body),
    // the boost form shows the refusal (overlap, credits, a past day) in place
    meta: { silentError: true },
    onSuccess: (answer, body) => {
      queryClient.setQueryData(subscriptionKeys.subscription(), answer);
      return queryClient.invalidateQueries({ queryKey: unitSubscriptionKeys.info(body.propertyUnitId) });
    },
  });
}
