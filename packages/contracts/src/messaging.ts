import { z } from 'zod';
import { calendarDate, paginated } from './common.ts';

/**
 * Messaging (issue 9, 001 sections 2, 7 and 9): our own chat service. A channel is a conversation
 * between a host and a guest about one booking, request or inquiry (`messaging`), or the
 * platform's read-only channel to a host (`marketing`). Messages are numbered per channel (`seq`,
 * 1, 2, 3…) so that a client that reconnects asks for what came after the last number it holds.
 */
export const MESSAGING_RULES = {
  /** the socket token of GET /api/app/messaging/token lives this long */
  tokenTtlSeconds: 600,
  /** 001 section 9: the chat connects within 20 s or fails */
  connectTimeoutMs: 20_000,
  /** reconnect waits: doubled from the first to the most, with jitter */
  reconnectInitialMs: 500,
  reconnectMaxMs: 15_000,
  maxMessageLength: 5000,
  /** messages per page of a conversation */
  messagesPageSize: 50,
  channelsPageSize: 30,
  /** 001 section 9: for some users the chat search lists only channels with a message in the last day */
  recentSearchDays: 1,
  /** a typing indication is shown this long after the last keystroke signal */
  typingShownMs: 5000,
  /** a client sends "typing" at most this often */
  typingSignalMs: 2000,
  /** who has not read a message this long gets one e-mail about the channel (not one per message) */
  unreadEmailAfterMinutes: 15,
  savedRepliesMax: 100,
  doorCodeMaxLength: 50,
  /** attachments: images (JPEG, PNG, WebP, re-encoded to WebP of at most 2048 px) and PDFs */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentImageMaxSide: 2048,
  savedReplyMaxLength: 2000,
} as const;

export const CHANNEL_TYPES = ['messaging', 'marketing'] as const;
export const CONVERSATION_TYPES = ['booking', 'bookingRequest', 'bookingInquiry'] as const;
/** 001 section 2: /messages/{channelStatus}/{channelId}; the status defaults to all */
export const CHANNEL_STATUSES = ['all', 'archived'] as const;
export const CHANNEL_FILTERS = ['unread', 'favorited'] as const;
export const SENDER_ROLES = ['host', 'guest', 'platform'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

const isoDate = calendarDate;
const instant = z.iso.datetime({ offset: true });

export const messageSchema = z
  .object({
    id: z.uuid(),
    channelId: z.uuid(),
    /** 1, 2, 3… within the channel */
    seq: z.number().int().positive(),
    sender: z.enum(SENDER_ROLES),
    senderName: z.string(),
    /** plain text; clients render it as text (links and line breaks only), never as HTML */
    body: z.string(),
    /** the sender's own id for the message, so that a retried send is stored once */
    clientId: z.string().nullable(),
    /** an image (re-encoded, without metadata) or a PDF sent with the message */
    attachment: z
      .object({
        kind: z.enum(['image', 'pdf']),
        name: z.string(),
        url: z.string(),
        size: z.number().int(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      })
      .nullable(),
    createdAt: instant,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof messageSchema>;

export const channelMemberSchema = z.object({ role: z.enum(SENDER_ROLES), name: z.string() });

export const channelSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(CHANNEL_TYPES),
    conversationType: z.enum(CONVERSATION_TYPES).nullable(),
    /** the booking, request or inquiry the channel is about */
    reservationId: z.uuid().nullable(),
    bookingCode: z.string().nullable(),
    unitId: z.uuid().nullable(),
    unitTitle: z.string().nullable(),
    title: z.string(),
    members: z.array(channelMemberSchema),
    archived: z.boolean(),
    favorited: z.boolean(),
    /** messages from the other side that the reader has not read */
    unreadCount: z.number().int().nonnegative(),
    lastMessage: z
      .object({ body: z.string(), sender: z.enum(SENDER_ROLES), createdAt: instant, seq: z.number().int() })
      .nullable(),
    /** the highest seq each side has read (read receipts) */
    hostReadSeq: z.number().int().nonnegative(),
    guestReadSeq: z.number().int().nonnegative(),
    stay: z
      .object({
        checkIn: isoDate,
        checkOut: isoDate,
        guests: z.number().int(),
        status: z.string(),
        guestLanguage: z.string(),
      })
      .nullable(),
    /** marketing channels are read-only for hosts */
    canWrite: z.boolean(),
    /** the unit's door code as the host keeps it for messages (host side only) */
    doorCode: z.string().nullable(),
    /**
     * the guest's e-mail, for the host's message card when the host's plan has that service in
     * effect (displayGuestEmailInMessageCard, issue 12); null otherwise and always on the guest side
     */
    guestEmail: z.string().nullable(),
    /** what a saved reply's placeholders become in this channel (host side only) */
    placeholders: z.record(z.string(), z.string()).nullable(),
    createdAt: instant,
  })
  .meta({ id: 'ChatChannel' });
export type ChatChannel = z.infer<typeof channelSchema>;

export const channelParamsSchema = z.object({ channelId: z.uuid() });

export const channelsQuerySchema = z.object({
  status: z.enum(CHANNEL_STATUSES).default('all'),
  filter: z.enum(CHANNEL_FILTERS).optional(),
  search: z.string().trim().max(100).optional(),
  /** 001 section 9: only channels with a message in the last day */
  recent: z.coerce.boolean().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGING_RULES.channelsPageSize),
});
export const channelsResponseSchema = paginated(channelSchema)
  .extend({ unreadChannels: z.number().int().nonnegative() })
  .meta({ id: 'ChatChannels' });

export const messagesQuerySchema = z
  .object({
    /** older messages: those before this seq (scrolling back) */
    before: z.coerce.number().int().positive().optional(),
    /** newer messages: those after this seq (catching up after a reconnect) */
    after: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(MESSAGING_RULES.messagesPageSize),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    path: ['after'],
    message: 'Ask for messages before or after a number, not both',
  });
export const messagesResponseSchema = z
  .object({ messages: z.array(messageSchema), hasMore: z.boolean() })
  .meta({ id: 'ChatMessages' });

export const sendMessageSchema = z.object({
  body: z.string().trim().min(1).max(MESSAGING_RULES.maxMessageLength),
  clientId: z.string().min(8).max(64),
});
export const readChannelSchema = z.object({ seq: z.number().int().nonnegative() });
export const patchChannelSchema = z
  .object({
    archived: z.boolean().optional(),
    favorited: z.boolean().optional(),
    /** the channel's unit's door code (every conversation about the unit); null or empty removes it */
    doorCode: z.string().trim().max(MESSAGING_RULES.doorCodeMaxLength).nullable().optional(),
  })
  .refine((b) => b.archived !== undefined || b.favorited !== undefined || b.doorCode !== undefined, {
    message: 'Say what changes: archived, favorited or doorCode',
  });

/** POST /api/app/messaging/conversation (001 section 7): opens the channel of a reservation. */
export const openConversationSchema = z.object({ reservationId: z.uuid() });

/** GET /api/app/messaging/token (001 section 7). */
export const messagingTokenSchema = z
  .object({ token: z.string(), expiresAt: instant, url: z.string(), userId: z.uuid(), userName: z.string() })
  .meta({ id: 'MessagingToken' });

/** What the socket says (server to client). */
export type SocketEvent =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; channelId: string; role: SenderRole; seq: number }
  | { type: 'typing'; channelId: string; role: SenderRole; name: string }
  | { type: 'channel'; channelId: string }
  | { type: 'notification'; key: string }
  | { type: 'pong' };
/** What a client may say on the socket. */
export const socketClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), channelId: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);

/** Saved replies: texts a host keeps per language, with placeholders filled on insertion. */
export const SAVED_REPLY_PLACEHOLDERS = [
  'guestFirstName',
  'unitTitle',
  'checkIn',
  'checkOut',
  'address',
  'doorCode',
] as const;
export type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

export const savedReplySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    /** a locale of the portal, e.g. en_US; the guest's language is offered first */
    language: z.string(),
    body: z.string(),
    updatedAt: instant,
  })
  .meta({ id: 'SavedReply' });
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  language: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'A language such as en or en_US'),
  body: z.string().trim().min(1).max(MESSAGING_RULES.savedReplyMaxLength),
});
export const savedRepliesResponseSchema = z
  .object({ items: z.array(savedReplySchema) })
  .meta({ id: 'SavedReplies' });
export const savedReplyParamsSchema = z.object({ replyId: z.uuid() });

/** The values a saved reply's placeholders take in one channel. */
export type PlaceholderValues = Partial<Record<SavedReplyPlaceholder, string>>;

/** Fills `{{name}}` placeholders; unknown or empty ones stay as written so the host sees them. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name as SavedReplyPlaceholder];
    return value ? value : whole;
  });
}

/** A booking code for people: the first eight hex digits of the reservation's id. */
export function bookingCodeOf(reservationId: string): string {
  return `HP-${reservationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
