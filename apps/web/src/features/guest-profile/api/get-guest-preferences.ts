import type { GuestPreferences } from '@host-portal/contracts/guest-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { GUEST_PREFERENCES_PATH, guestProfileKeys } from './guest-profile-keys.ts';

export const getGuestPreferences = (signal?: AbortSignal) =>
  api.get<GuestPreferences>(GUEST_PREFERENCES_PATH, { signal });

export const guestPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: guestProfileKeys.preferences(),
    queryFn: ({ signal }) => getGuestPreferences(signal),
  });

export const useGuestPreferences = () => useQuery(guestPreferencesQueryOptions());
