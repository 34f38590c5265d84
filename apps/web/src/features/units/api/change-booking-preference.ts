import type { BOOKING_TYPES, changeBookingPreferenceResponseSchema } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useUnitEvents } from '../unit-events.tsx';
import { unitKeys } from './unit-keys.ts';

export type BookingType = (typeof BOOKING_TYPES)[number];
export type ChangeBookingPreferenceResult = z.infer<typeof changeBookingPreferenceResponseSchema>;

/** Applies one booking type to all the host's units. */
export const changeBookingPreference = (bookingType: BookingType) =>
  api.post<ChangeBookingPreferenceResult>('/api/app/property-units/change-booking-preference', {
    bookingType,
  });

export function useChangeBookingPreference() {
  const queryClient = useQueryClient();
  const events = useUnitEvents();
  return useMutation({
    mutationFn: changeBookingPreference,
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: unitKeys.all }), events.onUnitsChanged(null)]),
  });
}
