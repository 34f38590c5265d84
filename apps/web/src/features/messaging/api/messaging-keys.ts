import type { CHANNEL_FILTERS, ChannelStatus } from '@host-portal/contracts/messaging';

/** What the channel list shows (001 section 2: status, the unread/favorited filters, search). */
export interface ChannelListParams {
  status: ChannelStatus;
  filter: (typeof CHANNEL_FILTERS)[number] | null;
  search: string;
  /** 001 section 9: only channels with a message in the last day */
  recent: boolean;
}

/** Query keys of the messaging area; every query and invalidation goes through these. */
export const messagingKeys = {
  all: ['messaging'] as const,
  channelLists: () => [...messagingKeys.all, 'channel-list'] as const,
  channelList: (params: ChannelListParams) => [...messagingKeys.channelLists(), params] as const,
  unreadChannels: () => [...messagingKeys.all, 'unread-channels'] as const,
  channels: () => [...messagingKeys.all, 'channel'] as const,
  channel: (channelId: string) => [...messagingKeys.channels(), channelId] as const,
  /** A conversation's messages; `scope` keeps the host's and the guest's caches apart. */
  conversations: () => [...messagingKeys.all, 'conversation'] as const,
  conversation: (scope: string, channelId: string) =>
    [...messagingKeys.conversations(), scope, channelId] as const,
  savedReplies: () => [...messagingKeys.all, 'saved-replies'] as const,
  /** the channel of a booking, request or inquiry (POST /messaging/conversation) */
  stayChannel: (reservationId: string) => [...messagingKeys.all, 'stay', reservationId] as const,
};

const enc = encodeURIComponent;
export const MESSAGING_PATH = '/api/app/messaging';
export const channelPath = (channelId: string) => `${MESSAGING_PATH}/channels/${enc(channelId)}`;
export const savedReplyPath = (replyId: string) => `${MESSAGING_PATH}/saved-replies/${enc(replyId)}`;
