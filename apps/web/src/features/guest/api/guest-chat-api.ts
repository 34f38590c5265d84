import type { ChatChannel, ChatMessage, messagesResponseSchema } from '@host-portal/contracts/messaging';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { guestApi } from './guest-client.ts';
import { guestChannelPath, guestKeys } from './guest-keys.ts';

type Messages = z.infer<typeof messagesResponseSchema>;

/** A channel in the guest's list changed (read, new message): the list shows it at once. */
function patchGuestChannel(queryClient: QueryClient, channel: ChatChannel) {
  queryClient.setQueryData<{ items: ChatChannel[] }>(guestKeys.channels(), (old) =>
    old ? { items: old.items.map((c) => (c.id === channel.id ? channel : c)) } : old,
  );
}

/**
 * The guest's endpoints for the shared conversation components (the messaging feature's ChatApi,
 * matched by shape: features do not import each other; app/routes/guest-chat-route.tsx joins them).
 */
export function useGuestChatApi() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      scope: 'guest',
      fetchMessages: (
        channelId: string,
        query: { before?: number; after?: number; limit?: number },
        signal?: AbortSignal,
      ) =>
        guestApi.get<Messages>(`${guestChannelPath(channelId)}/messages`, {
          query: query as RequestOptions['query'],
          ...(signal ? { signal } : {}),
        }),
      sendMessage: (channelId: string, body: { body: string; clientId: string }) =>
        guestApi.post<ChatMessage>(`${guestChannelPath(channelId)}/messages`, body),
      markRead: async (channelId: string, seq: number) => {
        const channel = await guestApi.put<ChatChannel>(`${guestChannelPath(channelId)}/read`, { seq });
        patchGuestChannel(queryClient, channel);
        return channel;
      },
    }),
    [queryClient],
  );
}
