import type { ChatChannel } from '@host-portal/contracts/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { channelPath, messagingKeys } from './messaging-keys.ts';

export const getChannel = (channelId: string, signal?: AbortSignal) =>
  api.get<ChatChannel>(channelPath(channelId), { signal });

export const channelQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: messagingKeys.channel(channelId),
    queryFn: ({ signal }) => getChannel(channelId, signal),
  });

export const useChannel = (channelId: string | undefined) =>
  useQuery({ ...channelQueryOptions(channelId ?? ''), enabled: Boolean(channelId) });
