import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { enc, REVIEWS_PATH, reviewKeys } from './review-keys.ts';

/** GET /reviews/new: the ids of the host's units with reviews not seen yet. */
export const newReviewUnitsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.newUnits(),
    queryFn: ({ signal }) => api.get<string[]>(`${REVIEWS_PATH}/new`, { signal }),
  });
export const useNewReviewUnits = () => useQuery(newReviewUnitsQueryOptions());

/**
 * PUT /reviews/new/{unitId}: the unit's reviews are seen, so it leaves the new-reviews list
 * (000 section 4). A failure stays silent (000 section 8): the mark only shows again.
 */
export function useMarkReviewsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) => api.put<null>(`${REVIEWS_PATH}/new/${enc(unitId)}`),
    meta: { silentError: true },
    onSuccess: (_, unitId) => {
      queryClient.setQueryData(newReviewUnitsQueryOptions().queryKey, (ids) =>
        ids?.filter((id) => id !== unitId),
      );
      // the list across units puts units with new reviews first
      void queryClient.invalidateQueries({ queryKey: reviewKeys.summaries() });
    },
  });
}
