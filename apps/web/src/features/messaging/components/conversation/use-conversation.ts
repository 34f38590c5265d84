import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { useChatSocketEvents } from '../../../../lib/chat-socket-provider.tsx';
import { messagingKeys } from '../../api/messaging-keys.ts';
import type { ChatApi } from './chat-api.ts';
import {
  addPending,
  type ConversationData,
  firstSeq,
  lastSeq,
  leavesGap,
  mergeMessages,
  newClientId,
  type PendingMessage,
  removePending,
  setPendingStatus,
} from './conversation-data.ts';

const PAGE = MESSAGING_RULES.messagesPageSize;
/** A longer backlog than this many pages is not caught up page by page: the newest page replaces it. */
const MAX_CATCH_UP_PAGES = 5;

/**
 * The first load fetches the newest page; every later fetch (a remount, a resync after a
 * reconnect, a gap in the numbers) asks only for what came after the last seq held and merges it,
 * so nothing is lost and nothing doubled. Whatever the socket added meanwhile is kept.
 */
async function loadConversation(
  queryClient: QueryClient,
  api: ChatApi,
  channelId: string,
  signal: AbortSignal,
): Promise<ConversationData> {
  const key = messagingKeys.conversation(api.scope, channelId);
  const held = queryClient.getQueryData<ConversationData>(key);
  const newest = async (pending: ConversationData['pending']) => {
    const page = await api.fetchMessages(channelId, { limit: PAGE }, signal);
    return mergeMessages({ messages: [], hasOlder: page.hasMore, pending }, page.messages);
  };
  if (!held) return newest([]);

  let merged = held;
  for (let n = 0; ; n++) {
    if (n === MAX_CATCH_UP_PAGES) return newest(held.pending);
    const page = await api.fetchMessages(channelId, { after: lastSeq(merged), limit: PAGE }, signal);
    merged = mergeMessages(merged, page.messages);
    if (!page.hasMore || page.messages.length === 0) break;
  }
  const now = queryClient.getQueryData<ConversationData>(key) ?? held;
  return mergeMessages(now, merged.messages);
}

/** A conversation's messages with loading older ones, sending (optimistic, retried) and live updates. */
export function useConversation(api: ChatApi, channelId: string) {
  const queryClient = useQueryClient();
  const key = useMemo(() => messagingKeys.conversation(api.scope, channelId), [api.scope, channelId]);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadConversation(queryClient, api, channelId, signal),
    // a conversation opened again catches up at once (one small request)
    staleTime: 0,
  });
  const [older, setOlder] = useState<{ loading: boolean; failed: boolean }>({
    loading: false,
    failed: false,
  });

  const update = useCallback(
    (change: (data: ConversationData) => ConversationData) =>
      queryClient.setQueryData<ConversationData>(key, (old) => (old ? change(old) : old)),
    [queryClient, key],
  );
  const catchUp = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);

  useChatSocketEvents((event) => {
    if (event.type === 'resync') {
      void catchUp();
      return;
    }
    if (event.type !== 'message' || event.message.channelId !== channelId) return;
    const data = queryClient.getQueryData<ConversationData>(key);
    // not loaded yet, or numbers missing in between: ask the server rather than guess
    if (!data || leavesGap(data, event.message)) void catchUp();
    else update((old) => mergeMessages(old, [event.message]));
  });

  const loadOlder = useCallback(async () => {
    const data = queryClient.getQueryData<ConversationData>(key);
    const before = data && firstSeq(data);
    if (!data?.hasOlder || before === undefined || older.loading) return;
    setOlder({ loading: true, failed: false });
    try {
      const page = await api.fetchMessages(channelId, { before, limit: PAGE });
      update((old) => ({ ...mergeMessages(old, page.messages), hasOlder: page.hasMore }));
      setOlder({ loading: false, failed: false });
    } catch {
      setOlder({ loading: false, failed: true });
    }
  }, [queryClient, key, api, channelId, update, older.loading]);

  const deliver = useCallback(
    async (pending: PendingMessage) => {
      const { clientId, body, file } = pending;
      update((old) => setPendingStatus(old, clientId, 'sending'));
      try {
        const message =
          file && api.sendAttachment
            ? await api.sendAttachment(channelId, { file, body, clientId })
            : await api.sendMessage(channelId, { body, clientId });
        update((old) => mergeMessages(old, [message]));
      } catch (error) {
        // a refused file says why (its type, its size); a lost connection just offers the retry
        const reason = file && isApiError(error) && error.status < 500 ? error.message : undefined;
        update((old) => setPendingStatus(old, clientId, 'failed', reason || undefined));
      }
    },
    [api, channelId, update],
  );

  /** Shows the message at once and sends it; `file` goes with it when the side can send files. */
  const send = useCallback(
    (body: string, file?: File) => {
      const pending: PendingMessage = {
        clientId: newClientId(),
        body,
        file,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      update((old) => addPending(old, pending));
      void deliver(pending);
    },
    [update, deliver],
  );

  /** Sends a failed message again with the same clientId: the server stores it once. */
  const retry = useCallback(
    (clientId: string) => {
      const pending = queryClient
        .getQueryData<ConversationData>(key)
        ?.pending.find((p) => p.clientId === clientId);
      if (pending) void deliver(pending);
    },
    [queryClient, key, deliver],
  );

  const discard = useCallback((clientId: string) => update((old) => removePending(old, clientId)), [update]);

  return { query, data: query.data, loadOlder, older, send, retry, discard };
}
