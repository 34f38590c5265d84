import type { BookingRequest } from '@host-portal/contracts/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterAction, SILENT } from './after-action.ts';
import { bookingRequestPath, reservationKeys } from './reservation-keys.ts';

/** 409 `occupancy_conflict` when the dates clash with another stay (its detail names it). */
export const confirmBookingRequest = (id: string) =>
  api.post<BookingRequest>(`${bookingRequestPath(id)}/confirm`);

export function useConfirmBookingRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmBookingRequest(id),
    meta: SILENT,
    onSuccess: (answer) =>
      refreshAfterAction(queryClient, reservationKeys.bookingRequest(id), answer, { answersRequest: true }),
  });
}
