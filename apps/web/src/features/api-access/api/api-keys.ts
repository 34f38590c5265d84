import type { ApiKey, CreateApiKey, CreatedApiKey } from '@host-portal/contracts/api-access';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { API_KEYS_PATH, apiAccessKeys } from './api-access-keys.ts';

export const getApiKeys = (signal?: AbortSignal) => api.get<{ items: ApiKey[] }>(API_KEYS_PATH, { signal });

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiAccessKeys.apiKeys(), queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export const createApiKey = (body: CreateApiKey) => api.post<CreatedApiKey>(API_KEYS_PATH, body);
export const revokeApiKey = (id: string) =>
  api.post<ApiKey>(`${API_KEYS_PATH}/${encodeURIComponent(id)}/revoke`, {});

function useKeyChange<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.apiKeys() }),
  });
}
export const useCreateApiKey = () => useKeyChange(createApiKey);
export const useRevokeApiKey = () => useKeyChange(revokeApiKey);
