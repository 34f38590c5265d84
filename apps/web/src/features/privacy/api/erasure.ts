import { ERASURE_PATH, type ErasureStatus } from '@host-portal/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

export const getErasureStatus = (signal?: AbortSignal) => api.get<ErasureStatus>(ERASURE_PATH, { signal });

export const erasureStatusQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.erasure(), queryFn: ({ signal }) => getErasureStatus(signal) });

export const useErasureStatus = () => useQuery(erasureStatusQueryOptions());

/** Starts the grace period (the password is asked again) or cancels it; the answer is the new state. */
export function useChangeErasure() {
  const queryClient = useQueryClient();
  const onSuccess = (status: ErasureStatus) => queryClient.setQueryData(privacyKeys.erasure(), status);
  return {
    request: useMutation({
      mutationFn: (password: string) => api.post<ErasureStatus>(ERASURE_PATH, { password }),
      onSuccess,
    }),
    cancel: useMutation({ mutationFn: () => api.delete<ErasureStatus>(ERASURE_PATH), onSuccess }),
  };
}
