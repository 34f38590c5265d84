import type { ChatChannel } from '@host-portal/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { channelPath } from './messaging-keys.ts';

/** The host has read everything up to `seq`; answers the channel with its new counts. */
export const markChannelRead = (channelId: string, seq: number) =>
  api.put<ChatChannel>(`${channelPath(channelId)}/read`, { seq });
