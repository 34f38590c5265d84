import { createHash, randomBytes } from 'node:crypto';
import {
  bookingCodeOf,
  type ChatChannel,
  type ChatMessage,
  MESSAGING_RULES,
  type PlaceholderValues,
} from '@host-portal/contracts/messaging';
import type { ServiceType } from '@host-portal/contracts/subscription-services';
import { AppError, notFound } from '../../lib/app-error.ts';
import { appLinks } from '../../lib/app-links.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { guestDay, guestLocale } from '../reservations/guest-mail.ts';
import { storeAttachment } from './attachments.ts';
import type { ChannelRow, MessageRow, MessagingRepository, Reader } from './messaging.repository.ts';

/** Who acts: a host (by their user id) or a guest (by their e-mail, lower case). */
export type Viewer =
  | { role: 'host'; hostId: string; name: string }
  | { role: 'guest'; email: string; name: string };

export interface MessagingDeps {
  /** where attachments are kept (the upload directory by default) */
  storage?: FileStorage | undefined;
  realtime?: Realtime | undefined;
  /** the notification feed: a guest's message raises newMessage for the host */
  notifications?: Pick<NotificationsService, 'raise'> | undefined;
  /**
   * The subscription services in effect for a host (issue 12, ADR 39): with
   * displayGuestEmailInMessageCard the host's channels carry the guest's e-mail. Read once per
   * request, never per channel.
   */
  activeServices?: ((hostId: string) => Promise<Set<ServiceType>>) | undefined;
}

/** Where the chat socket listens (the token call names it). */
export const SOCKET_PATH = '/api/messaging/socket';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const CONVERSATION_TYPE = {
  booking: 'booking',
  booking_request: 'bookingRequest',
  inquiry: 'bookingInquiry',
} as const;

const readerOf = (viewer: Viewer): Reader =>
  viewer.role === 'host' ? { role: 'host', hostId: viewer.hostId } : { role: 'guest', email: viewer.email };

/** A stored message as the contracts say, its attachment's address from the file storage. */
export const messageOf =
  (storage: Pick<FileStorage, 'publicUrl'> | undefined) =>
  (m: MessageRow): ChatMessage => ({
    id: m.id,
    channelId: m.conversation_id,
    seq: m.seq,
    sender: m.sender,
    senderName: m.sender_name,
    body: m.body,
    clientId: m.client_id,
    attachment: m.attachment
      ? {
          kind: m.attachment.kind,
          name: m.attachment.name,
          url: storage ? storage.publicUrl(m.attachment.key) : '',
          size: m.attachment.size,
          width: m.attachment.width,
          height: m.attachment.height,
        }
      : null,
    createdAt: new Date(m.created_at).toISOString(),
  });

/** What a saved reply's placeholders become in a channel, in the guest's language. */
function placeholdersOf(row: ChannelRow): PlaceholderValues {
  const locale = guestLocale(row.guest_language ?? 'en');
  const values: PlaceholderValues = {};
  const first = row.guest_name?.trim().split(/\s+/)[0];
  if (first) values.guestFirstName = first;
  if (row.unit_title) values.unitTitle = row.unit_title;
  if (row.check_in) values.checkIn = guestDay(locale, row.check_in);
  if (row.check_out) values.checkOut = guestDay(locale, row.check_out);
  if (row.door_code) values.doorCode = row.door_code;
  const loc = row.location as Record<string, string | null | undefined> | null;
  if (loc) {
    const street = [loc.street, loc.houseNumberOrName].filter(Boolean).join(' ');
    const town = [loc.postalCode, loc.city].filter(Boolean).join(' ');
    const address = loc.formattedAddress || [street, town].filter(Boolean).join(', ');
    if (address) values.address = address;
  }
  return values;
}

/**
 * A channel as `role` sees it. `showGuestEmail`: the host has the displayGuestEmailInMessageCard
 * service in effect (only the host's side ever carries the guest's e-mail).
 */
export function toChannel(row: ChannelRow, role: 'host' | 'guest', showGuestEmail = false): ChatChannel {
  const marketing = row.type === 'marketing';
  return {
    id: row.id,
    type: row.type,
    conversationType: row.r_kind ? CONVERSATION_TYPE[row.r_kind] : null,
    reservationId: row.reservation_id,
    bookingCode: row.reservation_id ? bookingCodeOf(row.reservation_id) : null,
    unitId: row.unit_id,
    unitTitle: row.unit_title,
    title: marketing
      ? (row.title ?? '')
      : role === 'host'
        ? (row.guest_name ?? '')
        : (row.unit_title ?? row.host_name),
    members: marketing
      ? [{ role: 'platform', name: row.title ?? '' }]
      : [
          { role: 'host', name: row.host_name },
          { role: 'guest', name: row.guest_name ?? '' },
        ],
    archived: row.host_archived,
    favorited: row.host_favorited,
    unreadCount: role === 'host' ? row.host_unread : row.guest_unread,
    lastMessage:
      row.last_seq > 0 && row.last_message_at && row.last_sender
        ? {
            body: row.last_body ?? '',
            sender: row.last_sender,
            createdAt: new Date(row.last_message_at).toISOString(),
            seq: row.last_seq,
          }
        : null,
    hostReadSeq: row.host_read_seq,
    guestReadSeq: row.guest_read_seq,
    stay:
      row.check_in && row.check_out
        ? {
            checkIn: row.check_in,
            checkOut: row.check_out,
            guests: row.guests ?? 0,
            status: row.r_status ?? '',
            guestLanguage: row.guest_language ?? 'en',
          }
        : null,
    canWrite: !marketing,
    doorCode: role === 'host' ? row.door_code : null,
    guestEmail:
      role === 'host' && showGuestEmail && !marketing ? (row.r_guest_email ?? row.guest_email) : null,
    placeholders: role === 'host' && !marketing ? (placeholdersOf(row) as Record<string, string>) : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function messagingService(repo: MessagingRepository, deps: MessagingDeps = {}) {
  const toMessage = messageOf(deps.storage);
  const publish = async (event: Parameters<Realtime['publish']>[0]) => {
    await deps.realtime?.publish(event);
  };
  /** whether the host's channels carry the guest's e-mail (one read of the host's services) */
  const showsGuestEmail = async (hostId: string) =>
    (await deps.activeServices?.(hostId))?.has('displayGuestEmailInMessageCard') ?? false;
  /** one channel as the viewer sees it */
  const viewOf = async (viewer: Viewer, row: ChannelRow) =>
    toChannel(row, viewer.role, viewer.role === 'host' && (await showsGuestEmail(viewer.hostId)));

  async function reach(viewer: Viewer, channelId: string) {
    const row = await repo.channel(readerOf(viewer), channelId);
    if (!row) throw notFound('Conversation');
    return row;
  }

  async function writable(viewer: Viewer, channelId: string) {
    const row = await reach(viewer, channelId);
    if (row.type === 'marketing') {
      throw new AppError(
        'forbidden',
        'This channel carries messages from the platform; it cannot be answered',
      );
    }
    return row;
  }

  async function send(
    viewer: Viewer,
    row: ChannelRow,
    body: string,
    clientId: string,
    attachment: MessageRow['attachment'],
  ) {
    const name = viewer.role === 'host' ? row.host_name : (row.guest_name ?? viewer.name);
    const stored = await repo.post(row.id, viewer.role, name, body, clientId, attachment);
    if (!stored) throw notFound('Conversation');
    if (viewer.role === 'guest' && row.unit_id && stored.seq > row.last_seq) {
      await deps.notifications?.raise({
        hostId: row.host_id,
        type: 'newMessage',
        unitId: row.unit_id,
        detail: `${name}: ${body}`.slice(0, 120),
        link: appLinks.messagesChannel(row.id),
        // for webhooks (ADR 0042)
        about: {
          message: {
            id: stored.id,
            conversationId: row.id,
            reservationId: row.reservation_id,
            unitId: row.unit_id,
            from: name,
            text: body,
            hasAttachment: Boolean(attachment),
          },
        },
      });
    }
    return toMessage(stored);
  }

  return {
    reach,
    toMessage,

    async channels(
      hostId: string,
      query: {
        status: 'all' | 'archived';
        filter?: 'unread' | 'favorited' | undefined;
        search?: string | undefined;
        recent?: boolean | undefined;
        page: number;
        limit: number;
      },
    ) {
      const [{ rows, total }, unreadChannels, showGuestEmail] = await Promise.all([
        repo.hostChannels(hostId, {
          archived: query.status === 'archived',
          filter: query.filter,
          search: query.search || undefined,
          recentDays: query.recent ? MESSAGING_RULES.recentSearchDays : undefined,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.hostUnreadChannels(hostId),
        showsGuestEmail(hostId),
      ]);
      return {
        items: rows.map((r) => toChannel(r, 'host', showGuestEmail)),
        pagination: { current: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
        unreadChannels,
      };
    },

    async channel(viewer: Viewer, channelId: string) {
      return viewOf(viewer, await reach(viewer, channelId));
    },

    async channelsForGuest(email: string) {
      return (await repo.guestChannels(email)).map((r) => toChannel(r, 'guest'));
    },

    /** POST /api/app/messaging/conversation: the channel of one of the host's reservations. */
    async openConversation(hostId: string, reservationId: string) {
      const row = await repo.channelOfReservation(hostId, reservationId);
      if (!row) throw notFound('Reservation');
      return toChannel(row, 'host', await showsGuestEmail(hostId));
    },

    async setFlags(
      hostId: string,
      channelId: string,
      flags: {
        archived?: boolean | undefined;
        favorited?: boolean | undefined;
        doorCode?: string | null | undefined;
      },
    ) {
      const row = await reach({ role: 'host', hostId, name: '' }, channelId);
      if (flags.doorCode !== undefined) {
        if (!row.unit_id) {
          throw new AppError('validation_failed', 'This conversation is about no unit', {
            invalidParams: [{ name: 'doorCode', reason: 'This conversation is about no unit' }],
          });
        }
        await repo.setDoorCode(hostId, row.unit_id, flags.doorCode || null);
      }
      await repo.setFlags(hostId, channelId, {
        ...(flags.archived !== undefined ? { archived: flags.archived } : {}),
        ...(flags.favorited !== undefined ? { favorited: flags.favorited } : {}),
      });
      await publish({ k: 'channel', channelId });
      return toChannel(
        (await repo.channel({ role: 'host', hostId }, channelId))!,
        'host',
        await showsGuestEmail(hostId),
      );
    },

    async messages(
      viewer: Viewer,
      channelId: string,
      query: { before?: number | undefined; after?: number | undefined; limit: number },
    ) {
      await reach(viewer, channelId);
      const rows = await repo.messages(channelId, {
        limit: query.limit,
        ...(query.after !== undefined ? { after: query.after } : {}),
        ...(query.before !== undefined ? { before: query.before } : {}),
      });
      const hasMore = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      if (query.after === undefined) page.reverse();
      return { messages: page.map(toMessage), hasMore };
    },

    async post(viewer: Viewer, channelId: string, input: { body: string; clientId: string }) {
      return send(viewer, await writable(viewer, channelId), input.body, input.clientId, null);
    },

    /** A picture or a PDF sent to the channel, checked by content (attachments.ts), with optional words. */
    async attach(
      viewer: Viewer,
      channelId: string,
      input: { data: Buffer; filename: string | undefined; clientId: string; body: string },
    ) {
      const row = await writable(viewer, channelId);
      if (!deps.storage) throw new AppError('service_unavailable', 'Attachments are not available here');
      const stored = await storeAttachment(deps.storage, channelId, input.data, input.filename);
      return send(viewer, row, input.body || stored.name, input.clientId, stored);
    },

    /** Marks the channel read up to seq for the viewer's side; the other side sees the receipt. */
    async read(viewer: Viewer, channelId: string, seq: number) {
      await reach(viewer, channelId);
      const readSeq = await repo.read(channelId, viewer.role, seq);
      await publish({ k: 'read', channelId, role: viewer.role, seq: readSeq });
      return viewOf(viewer, (await repo.channel(readerOf(viewer), channelId))!);
    },

    async typing(viewer: Viewer, channelId: string) {
      const row = await reach(viewer, channelId);
      if (row.type === 'marketing') return;
      await publish({
        k: 'typing',
        channelId,
        role: viewer.role,
        name: viewer.role === 'host' ? row.host_name : (row.guest_name ?? ''),
      });
    },

    /** A message from the platform to a host, in their marketing channel (read-only for them). */
    async platformMessage(hostId: string, channelTitle: string, body: string, clientId: string) {
      const channelId = await repo.marketingChannel(hostId, channelTitle);
      const stored = await repo.post(channelId, 'platform', channelTitle, body, clientId);
      return toMessage(stored!);
    },

    /** GET /api/app/messaging/token: a one-time token for the socket, valid for a few minutes. */
    async socketToken(hostId: string) {
      const token = randomBytes(32).toString('base64url');
      const made = await repo.saveSocketToken(sha256(token), hostId, MESSAGING_RULES.tokenTtlSeconds);
      return {
        token,
        expiresAt: new Date(made.expires_at).toISOString(),
        url: SOCKET_PATH,
        userId: hostId,
        userName: made.name,
      };
    },
    /** The host a socket token was issued to (once: a used or expired token is nobody's). */
    async takeSocketToken(token: string) {
      const found = await repo.takeSocketToken(sha256(token));
      return found ? { hostId: found.user_id, name: found.name } : null;
    },

    /** The socket's reads: one message as stored, and the channel's parties (to route events). */
    messageAt: (channelId: string, seq: number) => repo.message(channelId, seq),
    parties: (channelId: string) => repo.parties(channelId),
  };
}
export type MessagingService = ReturnType<typeof messagingService>;
