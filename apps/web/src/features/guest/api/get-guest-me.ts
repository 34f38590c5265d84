import type { GuestMe } from '@host-portal/contracts/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from './guest-client.ts';
import { GUEST_PATH, guestKeys } from './guest-keys.ts';

export const getGuestMe = (signal?: AbortSignal) => guestApi.get<GuestMe>(`${GUEST_PATH}/me`, { signal });

export const guestMeQueryOptions = () =>
  queryOptions({
    queryKey: guestKeys.me(),
    queryFn: ({ signal }) => getGuestMe(signal),
    staleTime: 5 * 60_000,
  });

export const useGuestMe = () => useQuery(guestMeQueryOptions());
