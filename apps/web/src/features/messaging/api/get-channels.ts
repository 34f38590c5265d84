import type { channelsResponseSchema } from '@host-portal/contracts/messaging';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { type ChannelListParams, MESSAGING_PATH, messagingKeys } from './messaging-keys.ts';

export type ChatChannels = z.infer<typeof channelsResponseSchema>;

export const getChannels = (params: ChannelListParams, page: number, signal?: AbortSignal) =>
  api.get<ChatChannels>(`${MESSAGING_PATH}/channels`, {
    query: {
      status: params.status,
      filter: params.filter ?? undefined,
      search: params.search || undefined,
      recent: params.recent ? 'true' : undefined,
      page,
    },
    signal,
  });

/** The channel list, page after page ("Load more"); newest activity first, as the server orders it. */
export const channelsQueryOptions = (params: ChannelListParams) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.channelList(params),
    queryFn: ({ pageParam, signal }) => getChannels(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ChatChannels) =>
      last.pagination.current < last.pagination.pages ? last.pagination.current + 1 : undefined,
    placeholderData: keepPreviousData,
  });

export const useChannels = (params: ChannelListParams) => useInfiniteQuery(channelsQueryOptions(params));
