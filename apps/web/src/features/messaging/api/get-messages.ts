import { api } from '../../../lib/api-client.ts';
import type { ChatMessages } from '../components/conversation/chat-api.ts';
import { channelPath } from './messaging-keys.ts';

/**
 * A page of a conversation, ascending by seq: the newest, those before a seq (scrolling back) or
 * after one (catching up). Cached by the conversation (components/conversation/use-conversation.ts).
 */
export const getMessages = (
  channelId: string,
  query: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
) => api.get<ChatMessages>(`${channelPath(channelId)}/messages`, { query, signal });
