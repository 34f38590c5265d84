import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '@host-portal/contracts/api-access';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiAccessKeys, WEBHOOKS_PATH, webhookPath } from './api-access-keys.ts';

export const getWebhooks = (signal?: AbortSignal) =>
  api.get<{ items: WebhookEndpoint[] }>(WEBHOOKS_PATH, { signal });

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: apiAccessKeys.webhooks(), queryFn: ({ signal }) => getWebhooks(signal) });
export const useWebhooks = () => useQuery(webhooksQueryOptions());

type DeliveriesPage = { items: WebhookDelivery[]; hasMore: boolean };
export const getDeliveries = (endpointId: string, page: number, signal?: AbortSignal) =>
  api.get<DeliveriesPage>(`${webhookPath(endpointId)}/deliveries?page=${page}`, { signal });

/** How often the log is read again while a delivery is about to be sent (a new event, a replay). */
export const DELIVERIES_POLL_MS = 3000;
/** a pending delivery's attempt due within this time is watched; later retries wait for a reload */
const WATCH_AHEAD_MS = 60_000;

/** An endpoint's deliveries, 20 at a time ("Show more" reads the next page). */
export const deliveriesQueryOptions = (endpointId: string) =>
  infiniteQueryOptions({
    queryKey: apiAccessKeys.deliveries(endpointId),
    queryFn: ({ pageParam, signal }) => getDeliveries(endpointId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: DeliveriesPage, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // opening the log reads it anew: deliveries come and go without the host doing anything here
    staleTime: 0,
    // the job sends within seconds: the host sees "Waiting" turn into the receiver's answer
    refetchInterval: (query) => {
      const soon = Date.now() + WATCH_AHEAD_MS;
      const due = query.state.data?.pages.some((p) =>
        p.items.some(
          (d) => d.status === 'pending' && (!d.nextAttemptAt || Date.parse(d.nextAttemptAt) <= soon),
        ),
      );
      return due ? DELIVERIES_POLL_MS : false;
    },
  });
export const useDeliveries = (endpointId: string) => useInfiniteQuery(deliveriesQueryOptions(endpointId));

export const createWebhook = (body: CreateWebhookEndpoint) =>
  api.post<CreatedWebhookEndpoint>(WEBHOOKS_PATH, body);
export const updateWebhook = ({ id, ...body }: UpdateWebhookEndpoint & { id: string }) =>
  api.patch<WebhookEndpoint>(webhookPath(id), body);
export const deleteWebhook = (id: string) => api.delete<void>(webhookPath(id));
export const replayDelivery = ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
  api.post<WebhookDelivery>(
    `${webhookPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    {},
  );

/** Endpoint changes read the endpoints (and their deliveries) again. */
function useWebhookChange<V, R>(fn: (vars: V) => Promise<R>, opts: { silentError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: opts.silentError ? { silentError: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.webhooks() }),
  });
}
/** The form shows the address's error on its field. */
export const useCreateWebhook = () => useWebhookChange(createWebhook, { silentError: true });
export const useUpdateWebhook = () => useWebhookChange(updateWebhook);
export const useDeleteWebhook = () => useWebhookChange(deleteWebhook);
export const useReplayDelivery = () => useWebhookChange(replayDelivery);
