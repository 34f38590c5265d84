import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatApi } from '../components/conversation/chat-api.ts';
import { patchChannel } from './channel-cache.ts';
import { getMessages } from './get-messages.ts';
import { markChannelRead } from './mark-channel-read.ts';
import { messagingKeys } from './messaging-keys.ts';
import { sendAttachment } from './send-attachment.ts';
import { sendMessage } from './send-message.ts';

/** The host's endpoints for the shared conversation components; reading updates the inbox's counts. */
export function useHostChatApi(): ChatApi {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      scope: 'host',
      fetchMessages: getMessages,
      sendMessage,
      sendAttachment,
      markRead: async (channelId: string, seq: number) => {
        const channel = await markChannelRead(channelId, seq);
        patchChannel(queryClient, channelId, () => channel);
        await queryClient.invalidateQueries({ queryKey: messagingKeys.unreadChannels() });
        return channel;
      },
    }),
    [queryClient],
  );
}
