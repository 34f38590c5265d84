import type { ChatChannel } from '@host-portal/contracts/messaging';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatChannels } from './get-channels.ts';
import { messagingKeys } from './messaging-keys.ts';

/** Puts a channel's new state into its detail and into every list page that holds it. */
export function patchChannel(
  queryClient: QueryClient,
  channelId: string,
  change: (channel: ChatChannel) => ChatChannel,
) {
  queryClient.setQueryData<ChatChannel>(messagingKeys.channel(channelId), (old) => (old ? change(old) : old));
  queryClient.setQueriesData<InfiniteData<ChatChannels>>({ queryKey: messagingKeys.channelLists() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === channelId ? change(item) : item)),
          })),
        }
      : old,
  );
}

/** The channel as a list holds it, to show at once while its own request runs. */
export function channelFromLists(queryClient: QueryClient, channelId: string): ChatChannel | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<ChatChannels>>({
    queryKey: messagingKeys.channelLists(),
  })) {
    const found = data?.pages.flatMap((page) => page.items).find((item) => item.id === channelId);
    if (found) return found;
  }
  return undefined;
}

/** Lists, the unread count and the channel itself load again (membership of filters may change). */
export const refreshChannels = (queryClient: QueryClient, channelId?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messagingKeys.channelLists() }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.unreadChannels() }),
    channelId
      ? queryClient.invalidateQueries({ queryKey: messagingKeys.channel(channelId) })
      : queryClient.invalidateQueries({ queryKey: messagingKeys.channels() }),
  ]);
