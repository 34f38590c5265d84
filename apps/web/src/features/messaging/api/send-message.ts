import type { ChatMessage } from '@host-portal/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { channelPath } from './messaging-keys.ts';

/** 201 with the stored message; the same clientId again answers the same message. */
export const sendMessage = (channelId: string, body: { body: string; clientId: string }) =>
  api.post<ChatMessage>(`${channelPath(channelId)}/messages`, body);
