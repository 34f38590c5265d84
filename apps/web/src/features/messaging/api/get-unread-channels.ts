import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ChatChannels } from './get-channels.ts';
import { MESSAGING_PATH, messagingKeys } from './messaging-keys.ts';

/** How many channels have unread messages (the inbox's nav badge): the list's own count, one row asked. */
export const getUnreadChannels = (signal?: AbortSignal) =>
  api.get<ChatChannels>(`${MESSAGING_PATH}/channels`, { query: { status: 'all', limit: 1 }, signal });

export const unreadChannelsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unreadChannels(),
    queryFn: ({ signal }) => getUnreadChannels(signal),
    select: (answer) => answer.unreadChannels,
    // the socket refreshes it live; this is for a socket that cannot connect
    refetchInterval: 5 * 60_000,
  });

export const useUnreadChannels = (enabled = true) => useQuery({ ...unreadChannelsQueryOptions(), enabled });
