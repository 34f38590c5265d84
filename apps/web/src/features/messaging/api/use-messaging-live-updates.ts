import { useQueryClient } from '@tanstack/react-query';
import { useChatSocketEvents } from '../../../lib/chat-socket-provider.tsx';
import { patchChannel, refreshChannels } from './channel-cache.ts';

/**
 * Keeps the host's channel lists, unread counts and channels current from the socket: a message
 * or a changed channel reloads them; a read receipt moves the read numbers at once; after a
 * reconnect (resync) everything is loaded again. Open conversations follow on their own
 * (components/conversation/use-conversation.ts).
 */
export function useMessagingLiveUpdates() {
  const queryClient = useQueryClient();
  useChatSocketEvents((event) => {
    switch (event.type) {
      case 'message':
        void refreshChannels(queryClient, event.message.channelId);
        break;
      case 'channel':
        void refreshChannels(queryClient, event.channelId);
        break;
      case 'read':
        patchChannel(queryClient, event.channelId, (channel) =>
          event.role === 'host'
            ? { ...channel, hostReadSeq: Math.max(channel.hostReadSeq, event.seq) }
            : { ...channel, guestReadSeq: Math.max(channel.guestReadSeq, event.seq) },
        );
        // read in another tab or on another device: the unread counts change
        if (event.role === 'host') void refreshChannels(queryClient, event.channelId);
        break;
      case 'resync':
        void refreshChannels(queryClient);
        break;
    }
  });
}
