import type { SaveServices, SubscriptionServices } from '@host-portal/contracts/subscription-services';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscriptions-api.ts';

const SERVICES_PATH = '/api/app/subscription/services';
export const servicesKey = () => [...subscriptionKeys.all, 'services'] as const;

/** The plan's services with the host's switches (ADR 39). */
export const useSubscriptionServices = () =>
  useQuery({
    queryKey: servicesKey(),
    queryFn: ({ signal }) => api.get<SubscriptionServices>(SERVICES_PATH, { signal }),
  });

export function useSaveServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveServices) => api.put<SubscriptionServices>(SERVICES_PATH, body),
    onSuccess: (answer) => queryClient.setQueryData(servicesKey(), answer),
  });
}
