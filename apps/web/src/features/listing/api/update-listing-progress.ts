import type { ListingProgress } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingProgressQueryOptions } from './get-listing-progress.ts';
import { unitPath } from './listing-keys.ts';

export const updateListingProgress = (unitId: string, body: ListingProgress) =>
  api.put<ListingProgress | null>(`${unitPath(unitId)}/listing-progress`, body);

export function useUpdateListingProgress(unitId: string) {
  const queryClient = useQueryClient();
  const key = listingProgressQueryOptions(unitId).queryKey;
  return useMutation({
    mutationFn: (body: ListingProgress) => updateListingProgress(unitId, body),
    onSuccess: (answer, sent) => queryClient.setQueryData(key, answer?.steps ? answer : sent),
  });
}
