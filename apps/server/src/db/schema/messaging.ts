import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { units } from './properties.ts';
import { reservations } from './reservations.ts';
import { users } from './users.ts';

/**
 * A conversation (a chat channel, issue 9): the host and the guest of one booking, request or
 * inquiry, or the platform's read-only channel to a host (type `marketing`, no reservation).
 * `root_id` is the first reservation of the stay (a request); when a request becomes a booking the
 * conversation follows it (`reservation_id` moves to the booking). Created by a trigger on
 * `reservations` (migration 0015), so every way a reservation is written gets its conversation.
 * Per side: the highest seq read, the unread count and the seq up to which an e-mail was sent.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['messaging', 'marketing'] })
      .notNull()
      .default('messaging'),
    rootId: uuid('root_id').references(() => reservations.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    title: text('title'),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastBody: text('last_body'),
    lastSender: text('last_sender'),
    hostReadSeq: integer('host_read_seq').notNull().default(0),
    guestReadSeq: integer('guest_read_seq').notNull().default(0),
    hostUnread: integer('host_unread').notNull().default(0),
    guestUnread: integer('guest_unread').notNull().default(0),
    hostEmailedSeq: integer('host_emailed_seq').notNull().default(0),
    guestEmailedSeq: integer('guest_emailed_seq').notNull().default(0),
    hostArchived: boolean('host_archived').notNull().default(false),
    hostFavorited: boolean('host_favorited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_root_idx').on(t.rootId),
    index('conversations_reservation_idx').on(t.reservationId),
    // the inbox: a host's channels, newest message first, per archive state
    index('conversations_host_list_idx').on(t.hostId, t.hostArchived, t.lastMessageAt.desc(), t.id),
    index('conversations_guest_idx').on(sql`lower(${t.guestEmail})`),
    // the unread e-mail sweep: channels with something unread on either side
    index('conversations_unread_idx')
      .on(t.lastMessageAt)
      .where(sql`${t.hostUnread} > 0 or ${t.guestUnread} > 0`),
  ],
);

/** A message, numbered 1, 2, 3… in its conversation; a sender's clientId makes a retried send one row. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['host', 'guest', 'platform'] }).notNull(),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    /** an image (re-encoded WebP) or a PDF sent with the message: { kind, name, key, size, width, height } */
    attachment: jsonb('attachment').$type<{
      kind: 'image' | 'pdf';
      name: string;
      key: string;
      size: number;
      width: number | null;
      height: number | null;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_idx').on(t.conversationId, t.sender, t.clientId),
  ],
);

/** A host's saved replies, per language. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_replies_host_idx').on(t.hostId, t.language)],
);

/**
 * Short-lived tokens for the chat socket (GET /api/app/messaging/token): stored as SHA-256 hashes,
 * so any process on the database accepts a token another one issued.
 */
export const socketTokens = pgTable('socket_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Guests log in by link (issue 9): a one-time link token, then a session held in the `guest_token`
 * cookie. Both are stored as SHA-256 hashes; a guest is their e-mail address (lower case).
 */
export const guestLoginLinks = pgTable('guest_login_links', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  /** where the link leads after login (a channel), when it was sent for one */
  channelId: uuid('channel_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export const guestSessions = pgTable('guest_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The notification feed (issue 9): one row per host and key `notification_{type}_{unitId}`; a new
 * event of the same key raises it again (count + 1, newest time, unread).
 */
export const notifications = pgTable(
  'notifications',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').notNull(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    detail: text('detail'),
    /** the stay's or conflict's nights, which the web writes in the host's language */
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    interacted: boolean('interacted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.hostId, t.key] }),
    index('notifications_host_created_idx').on(t.hostId, t.createdAt.desc()),
  ],
);

/**
 * A unit's door code as its host keeps it for messages (issue 9: the {{doorCode}} placeholder of
 * saved replies), set from any conversation about the unit; only the host reads it.
 */
export const unitDoorCodes = pgTable('unit_door_codes', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  doorCode: text('door_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
