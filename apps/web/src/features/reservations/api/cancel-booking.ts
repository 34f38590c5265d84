import type { Booking, CancelBooking } from '@host-portal/contracts/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterAction, SILENT } from './after-action.ts';
import { bookingPath, reservationKeys } from './reservation-keys.ts';

export const cancelBooking = (id: string, body: CancelBooking) =>
  api.post<Booking>(`${bookingPath(id)}/cancel`, body);

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBooking) => cancelBooking(id, body),
    meta: SILENT,
    onSuccess: (answer) => refreshAfterAction(queryClient, reservationKeys.booking(id), answer),
  });
}
