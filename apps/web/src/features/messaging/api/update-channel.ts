import type { ChatChannel } from '@host-portal/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchChannel, refreshChannels } from './channel-cache.ts';
import { channelPath } from './messaging-keys.ts';

export type ChannelFlags = { archived?: boolean; favorited?: boolean; doorCode?: string | null };

export const updateChannel = (channelId: string, flags: ChannelFlags) =>
  api.patch<ChatChannel>(channelPath(channelId), flags);

/** Favourite and archive: shown at once, put back (with the global toast) if the server says no. */
export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, flags }: { channelId: string; flags: ChannelFlags }) =>
      updateChannel(channelId, flags),
    onMutate: ({ channelId, flags }) => patchChannel(queryClient, channelId, (c) => ({ ...c, ...flags })),
    onSuccess: (channel) => patchChannel(queryClient, channel.id, () => channel),
    onSettled: (_data, _error, { channelId }) => refreshChannels(queryClient, channelId),
  });
}
