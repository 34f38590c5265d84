import { REVIEW_RULES, type ReviewSummaryPage, type UnitReviewSummary } from '@host-portal/contracts/reviews';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { enc, REVIEWS_PATH, reviewKeys } from './review-keys.ts';

/**
 * GET /reviews/summary: the host's units with their rating, reviews waiting for a reply and new
 * reviews, 20 at a time; "Show more" appends the next page.
 */
export const reviewSummariesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.summaryList(search),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewSummaryPage>(`${REVIEWS_PATH}/summary`, {
        query: { 'criteria[search]': search || undefined, page: pageParam, limit: REVIEW_RULES.listLimit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewSummaryPage) =>
      last.pagination.current < last.pagination.pages ? last.pagination.current + 1 : undefined,
  });
export const useReviewSummaries = (search: string, enabled = true) =>
  useInfiniteQuery({ ...reviewSummariesQueryOptions(search), enabled });

/** GET /reviews/summary/{unitId}: one unit's line; another host's or an unknown unit is a 404. */
export const reviewSummaryQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: reviewKeys.summary(unitId),
    queryFn: ({ signal }) => api.get<UnitReviewSummary>(`${REVIEWS_PATH}/summary/${enc(unitId)}`, { signal }),
  });
export const useReviewSummary = (unitId: string) => useQuery(reviewSummaryQueryOptions(unitId));
