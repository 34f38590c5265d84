import type { GuestPreferences, UpdateGuestPreferences } from '@host-portal/contracts/guest-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { GUEST_PREFERENCES_PATH, guestProfileKeys } from './guest-profile-keys.ts';

/** One step's answer (000 section 4: each step's Confirm saves its selection). */
export const updateGuestPreferences = (body: UpdateGuestPreferences) =>
  api.patch<GuestPreferences>(GUEST_PREFERENCES_PATH, body);

/** Saves a step; the answer is the whole profile, so the cache takes it as it is. A failure toasts. */
export function useUpdateGuestPreferences(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuestPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(guestProfileKeys.preferences(), saved);
      onSaved?.();
    },
  });
}
