import {
  NOTIFICATION_RULES,
  type Notification,
  type NotificationType,
  notificationKey,
} from '@host-portal/contracts/notifications';
import { appLinks, reservationLink } from '../../lib/app-links.ts';
import type { Executor, NotificationsRepository, RaiseOptions } from './notifications.repository.ts';

/** What a notification says happened; its key is `notification_{type}_{unitId}`. */
export interface NotificationEvent {
  hostId: string;
  type: NotificationType;
  unitId: string;
  /** short words the web shows as text (a guest's name, a feed's name), never HTML */
  detail: string | null;
  /** the nights it is about (a stay, a conflict), which the web writes in the host's language */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** the app path of the screen that handles it (lib/app-links.ts) */
  link: string;
  /** what it is about in full (ids, text), for webhooks (ADR 0042); the feed never shows it */
  about?: Record<string, unknown>;
}

/**
 * Where and when a caller raises: `tx` is the caller's transaction, so the notification commits
 * (and reaches sockets) with the change it tells of, or not at all; `at` is the caller's clock.
 */
export interface RaiseContext {
  tx?: Executor | undefined;
  at?: Date | undefined;
}

/** A booking, booking request or inquiry, as much of it as its notifications tell. */
export interface StayFacts {
  id: string;
  kind: 'booking' | 'booking_request' | 'inquiry';
  hostId: string;
  unitId: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
}
/** What the feed heard, as its hook is told (webhooks, ADR 0042). */
export type HappenedEvent =
  | { what: 'stayCreated' | 'stayConfirmed' | 'stayCancelled' | 'stayChanged'; stay: StayFacts }
  | { what: 'raised'; event: NotificationEvent };
export interface NotificationHooks {
  /** told of each event in the caller's transaction, after the notification is raised */
  happened?: (e: HappenedEvent, ctx: RaiseContext) => Promise<unknown>;
}

export interface PendingRequest extends StayFacts {
  createdAt: Date;
  respondBy: Date;
}

const DETAIL_MAX = 200;
const HOUR = 3_600_000;
const NEW_STAY: Record<StayFacts['kind'], NotificationType> = {
  booking: 'bookingConfirmed',
  booking_request: 'newBookingRequest',
  inquiry: 'newInquiry',
};

/**
 * The notification feed (issue 9): which event raises which notification, with which words and
 * link, and the host's reading of it. Other services tell it what happened (`stayCreated`,
 * `feedFailed`, …) or raise an event of their own (`raise`, e.g. messaging's newMessage).
 */
export function notificationsService(repo: NotificationsRepository, hooks: NotificationHooks = {}) {
  async function raise(event: NotificationEvent, ctx: RaiseContext & Omit<RaiseOptions, 'at'> = {}) {
    const { tx, ...opts } = ctx;
    const { about: _about, ...shown } = event;
    return repo.raise(
      {
        ...shown,
        key: notificationKey(event.type, event.unitId),
        detail: event.detail?.trim().slice(0, DETAIL_MAX) || null,
      },
      opts,
      tx,
    );
  }

  const stayEvent = (type: NotificationType, s: StayFacts): NotificationEvent => ({
    hostId: s.hostId,
    type,
    unitId: s.unitId,
    detail: s.guestName,
    dateFrom: s.checkIn,
    dateTo: s.checkOut,
    link: reservationLink(s.kind, s.id),
  });

  /** The time from which a pending request counts as about to expire: the window, or its creation. */
  const expiringFrom = (r: PendingRequest) =>
    Math.max(r.createdAt.getTime(), r.respondBy.getTime() - NOTIFICATION_RULES.expiringWithinHours * HOUR);

  /** Raises, then tells the hook (in the same transaction). */
  async function told<T>(raised: Promise<T>, e: HappenedEvent, ctx: RaiseContext = {}) {
    const result = await raised;
    await hooks.happened?.(e, ctx);
    return result;
  }

  return {
    raise: (event: NotificationEvent, ctx: RaiseContext & Omit<RaiseOptions, 'at'> = {}) =>
      told(raise(event, ctx), { what: 'raised', event }, ctx),

    /** A guest booked (instant booking: confirmed), requested or asked. */
    stayCreated: (s: StayFacts, ctx?: RaiseContext) =>
      told(raise(stayEvent(NEW_STAY[s.kind], s), ctx), { what: 'stayCreated', stay: s }, ctx),
    /** A request became a booking, or an inquiry was confirmed; `s` is the stay as it is now. */
    stayConfirmed: (s: StayFacts, ctx?: RaiseContext) =>
      told(raise(stayEvent('bookingConfirmed', s), ctx), { what: 'stayConfirmed', stay: s }, ctx),
    /** A booking or request ended before its stay: cancelled by the guest or the host, or expired. */
    stayCancelled: (s: StayFacts, ctx?: RaiseContext) =>
      told(raise(stayEvent('bookingCancelled', s), ctx), { what: 'stayCancelled', stay: s }, ctx),
    /** A booking moved on by itself (completed, reviews opened or closed): no notification, the hook only. */
    stayChanged: async (s: StayFacts, ctx: RaiseContext = {}) => {
      await hooks.happened?.({ what: 'stayChanged', stay: s }, ctx);
    },

    /**
     * Pending requests whose answer time is near (the reservations sweep passes those due within
     * NOTIFICATION_RULES.expiringWithinHours). Each is told once: a request counts as told when its
     * unit's requestExpiring notification was raised after the request entered its window (and
     * after it was made). A unit's untold requests are raised together (one more count each), and
     * the write is skipped if the row was raised meanwhile, so a second sweep, in this process or
     * another, tells no one twice. Returns how many requests were told.
     */
    async requestsExpiring(requests: PendingRequest[], at: Date) {
      const byUnit = new Map<string, PendingRequest[]>();
      for (const r of requests)
        byUnit.set(`${r.hostId}/${r.unitId}`, [...(byUnit.get(`${r.hostId}/${r.unitId}`) ?? []), r]);
      let told = 0;
      for (const list of byUnit.values()) {
        const { hostId, unitId } = list[0]!;
        const last = (await repo.raisedAt(hostId, notificationKey('requestExpiring', unitId)))?.getTime();
        const untold = list
          .filter((r) => last === undefined || last < expiringFrom(r))
          .sort((a, b) => a.respondBy.getTime() - b.respondBy.getTime());
        if (!untold.length) continue;
        const raised = await raise(stayEvent('requestExpiring', untold[0]!), {
          at,
          count: untold.length,
          unlessRaisedSince: new Date(Math.min(...untold.map(expiringFrom))),
        });
        if (raised !== null) told += untold.length;
      }
      return told;
    },

    /** An imported calendar could not be read (or was read but is not a calendar). */
    feedFailed: (f: { hostId: string; unitId: string; feedName: string }, ctx?: RaiseContext) =>
      raise(
        {
          hostId: f.hostId,
          type: 'calendarSyncError',
          unitId: f.unitId,
          detail: f.feedName,
          link: appLinks.unitCalendarSync(f.unitId),
        },
        ctx,
      ),

    /** Imported events now lie over a stay (new conflicts, `count` of them; `c` the first). */
    conflictFound: (
      c: { hostId: string; unitId: string; feedName: string; dateFrom: string; dateTo: string },
      ctx?: RaiseContext & { count?: number },
    ) =>
      raise(
        {
          hostId: c.hostId,
          type: 'calendarConflict',
          unitId: c.unitId,
          detail: c.feedName,
          dateFrom: c.dateFrom,
          dateTo: c.dateTo,
          link: appLinks.unitCalendar(c.unitId),
        },
        ctx,
      ),

    /** The host's feed, newest first, with the unread count of the whole feed. */
    async list(hostId: string, q: { page: number; limit: number }) {
      const [rows, unread] = await Promise.all([repo.page(hostId, q.page, q.limit), repo.unread(hostId)]);
      const items: Notification[] = rows.slice(0, q.limit).map((r) => ({
        ...r,
        type: r.type as NotificationType,
        createdAt: r.createdAt.toISOString(),
      }));
      return { items, unread, hasMore: rows.length > q.limit };
    },

    /**
     * Read (or unread) by key, through PUT /user/interaction(s); keys of another host's units
     * match no row of this host and change nothing.
     */
    setInteracted: (hostId: string, keys: string[], interacted: boolean) =>
      repo.setInteracted(hostId, keys, interacted),

    readAll: (hostId: string) => repo.readAll(hostId),
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
