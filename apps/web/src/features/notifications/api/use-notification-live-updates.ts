import { useQueryClient } from '@tanstack/react-query';
import { useChatSocketEvents } from '../../../lib/chat-socket-provider.tsx';
import { refreshFeed } from './feed-cache.ts';

/** A new or raised notification (and any reconnect) reloads the feed: it appears without a reload. */
export function useNotificationLiveUpdates() {
  const queryClient = useQueryClient();
  useChatSocketEvents((event) => {
    if (event.type === 'notification' || event.type === 'resync') void refreshFeed(queryClient);
  });
}
