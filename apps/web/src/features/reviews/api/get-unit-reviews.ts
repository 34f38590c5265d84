import { REVIEW_RULES, type ReviewsPage, type UnitRating } from '@host-portal/contracts/reviews';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { enc, REVIEWS_PATH, reviewKeys } from './review-keys.ts';

/**
 * GET /reviews/{unitId}?page&limit: a unit's reviews, newest first, 20 at a time (001 section 2);
 * pages after the first are appended (000 section 7).
 */
export const unitReviewsQueryOptions = (unitId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(unitId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewsPage>(`${REVIEWS_PATH}/${enc(unitId)}`, {
        query: { page: pageParam, limit: REVIEW_RULES.listLimit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewsPage) =>
      last.pagination.current < last.pagination.pages ? last.pagination.current + 1 : undefined,
  });

/** The unit's reviews from page 1: a unit chosen again starts at its first page, not where it was. */
export function useUnitReviews(unitId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(unitReviewsQueryOptions(unitId).queryKey, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
  }, [queryClient, unitId]);
  return useInfiniteQuery(unitReviewsQueryOptions(unitId));
}

/** GET /reviews/rating/{unitId}: average, count, per category and the distribution of stars. */
export const unitRatingQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: reviewKeys.rating(unitId),
    queryFn: ({ signal }) => api.get<UnitRating>(`${REVIEWS_PATH}/rating/${enc(unitId)}`, { signal }),
  });
export const useUnitRating = (unitId: string) => useQuery(unitRatingQueryOptions(unitId));
