import type { GuestReviewState } from '@host-portal/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from './guest-client.ts';
import { guestKeys, guestReservationPath } from './guest-keys.ts';

export const getGuestReview = (reservationId: string, signal?: AbortSignal) =>
  guestApi.get<GuestReviewState>(`${guestReservationPath(reservationId)}/review`, { signal });

/** Whether the guest can review a stay of theirs now, and their review once written. */
export const guestReviewQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: guestKeys.review(reservationId),
    queryFn: ({ signal }) => getGuestReview(reservationId, signal),
  });

export const useGuestReview = (reservationId: string, enabled = true) =>
  useQuery({ ...guestReviewQueryOptions(reservationId), enabled });
