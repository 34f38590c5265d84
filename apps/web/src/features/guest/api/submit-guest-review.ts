import type { GuestReviewBody, GuestReviewState } from '@host-portal/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestApi } from './guest-client.ts';
import { guestKeys, guestReservationPath } from './guest-keys.ts';

export const submitGuestReview = ({
  reservationId,
  body,
}: {
  reservationId: string;
  body: GuestReviewBody;
}) => guestApi.post<GuestReviewState>(`${guestReservationPath(reservationId)}/review`, body);

/**
 * The guest sends their review: the answer is the stay's new review state (done, with the
 * review), and the stay's status in the list moves on (review received).
 */
export function useSubmitGuestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGuestReview,
    // the form shows what went wrong on its fields
    meta: { silentError: true },
    onSuccess: (state) => {
      queryClient.setQueryData(guestKeys.review(state.reservationId), state);
      void queryClient.invalidateQueries({ queryKey: guestKeys.channels() });
    },
  });
}
