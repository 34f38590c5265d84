import type {
  checkoutSchema,
  hostedPageStateSchema,
  Plan,
  paymentSourceStatusSchema,
  SubscriptionV2,
} from '@host-portal/contracts/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type Checkout = z.infer<typeof checkoutSchema>;
export type HostedPageState = z.infer<typeof hostedPageStateSchema>;
export type PaymentSource = z.infer<typeof paymentSourceStatusSchema>;

/** Query keys of the subscriptions area; every query and change goes through these. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  subscription: () => [...subscriptionKeys.all, 'v2'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  paymentSource: () => [...subscriptionKeys.all, 'payment-source'] as const,
};

export const SUBSCRIPTION_PATH = '/api/app/v2/user/subscription';

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.subscription(),
    queryFn: ({ signal }) => api.get<SubscriptionV2>(SUBSCRIPTION_PATH, { signal }),
  });
export const useSubscription = () => useQuery(subscriptionQueryOptions());

/** The monthly plans (001 section 3: only monthly ones where plans are chosen). */
export const usePlans = () =>
  useQuery({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) =>
      api.get<{ plans: Plan[] }>('/api/app/subscriptions/plans', { signal, query: { periodUnit: 'month' } }),
    staleTime: 10 * 60_000,
  });

export const usePaymentSource = () =>
  useQuery({
    queryKey: subscriptionKeys.paymentSource(),
    queryFn: ({ signal }) =>
      api.get<PaymentSource>('/api/app/subscriptions/payment-source/status', { signal }),
  });

/** Starts the hosted checkout; the page then leaves for the provider's address. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: (body: { planId: string; couponCode?: string }) =>
      api.post<Checkout>('/api/app/subscription/checkout', body),
  });

export const markInProgress = (hostedPageId: string) =>
  api.post<HostedPageState>('/api/app/subscription/in_progress', { hostedPageId });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscriptionId: string; reason: string }) =>
      api.delete<SubscriptionV2>('/api/app/subscription', { body }),
    onSuccess: (answer) => queryClient.setQueryData(subscriptionKeys.subscription(), answer),
  });
}
