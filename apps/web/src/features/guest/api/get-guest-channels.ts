import type { GuestChannels } from '@host-portal/contracts/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from './guest-client.ts';
import { GUEST_PATH, guestKeys } from './guest-keys.ts';

export const getGuestChannels = (signal?: AbortSignal) =>
  guestApi.get<GuestChannels>(`${GUEST_PATH}/channels`, { signal });

/** The guest's conversations, one per stay: the stays' list and each conversation's header. */
export const guestChannelsQueryOptions = () =>
  queryOptions({ queryKey: guestKeys.channels(), queryFn: ({ signal }) => getGuestChannels(signal) });

export const useGuestChannels = () => useQuery(guestChannelsQueryOptions());
