import type { Review } from '@host-portal/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitReviewsQueryOptions } from './get-unit-reviews.ts';
import { enc, REVIEWS_PATH, reviewKeys } from './review-keys.ts';

/**
 * POST /reviews/reply/{reviewId}: post or edit the one public reply. The answer is the updated
 * review, which replaces it in the list in place (000 section 4). The form shows a failure itself.
 */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      api.post<Review>(`${REVIEWS_PATH}/reply/${enc(reviewId)}`, { text }),
    meta: { silentError: true },
    onSuccess: (review) => {
      queryClient.setQueryData(unitReviewsQueryOptions(review.unitId).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === review.id ? review : item)),
              })),
            }
          : data,
      );
      // the reviews waiting for a reply are counted in the list across units
      void queryClient.invalidateQueries({ queryKey: reviewKeys.summaries() });
    },
  });
}
