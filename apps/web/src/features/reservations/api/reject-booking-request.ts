import type { BookingRequest, RejectBookingRequest } from '@host-portal/contracts/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterAction, SILENT } from './after-action.ts';
import { bookingRequestPath, reservationKeys } from './reservation-keys.ts';

export const rejectBookingRequest = (id: string, body: RejectBookingRequest) =>
  api.post<BookingRequest>(`${bookingRequestPath(id)}/reject`, body);

export function useRejectBookingRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectBookingRequest) => rejectBookingRequest(id, body),
    meta: SILENT,
    onSuccess: (answer) =>
      refreshAfterAction(queryClient, reservationKeys.bookingRequest(id), answer, { answersRequest: true }),
  });
}
