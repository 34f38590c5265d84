import type { GuestCancelled } from '@host-portal/contracts/guest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestApi } from './guest-client.ts';
import { guestKeys, guestReservationPath } from './guest-keys.ts';

export const cancelGuestRequest = (reservationId: string) =>
  guestApi.post<GuestCancelled>(`${guestReservationPath(reservationId)}/cancel`);

/** The guest withdraws a pending booking request; the stays show its new status. */
export function useCancelGuestRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGuestRequest,
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.channels() }),
  });
}
