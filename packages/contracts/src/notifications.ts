import { z } from 'zod';

/**
 * The notification feed (issue 9, 001 sections 2, 3, 4 and 9). A notification is keyed
 * `notification_{type}_{unitId}` (001 section 3): a new event of the same type for the same unit
 * raises the same notification again (newest time, unread, one more in its count) rather than
 * adding a row per event. It stays unread until the host interacts with it (opens it, or "mark all
 * as read"), through the interactions calls of 001 section 7.
 */
export const NOTIFICATION_TYPES = [
  'newBookingRequest',
  'newInquiry',
  'requestExpiring',
  'bookingConfirmed',
  'bookingCancelled',
  'newMessage',
  'calendarSyncError',
  'calendarConflict',
  /** issue 10: a guest reviewed a stay; an unanswered review's reply window closes soon */
  'newReview',
  'reviewReplyDue',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_RULES = {
  /** 001 section 9: the badge shows the count only up to this; above it, a dot */
  badgeMaxCount: 10,
  /** 001 section 9: the dropdown's width */
  dropdownWidth: 460,
  pageSize: 20,
  /** a request is "about to expire" this long before its answer time */
  expiringWithinHours: 6,
} as const;

export const notificationKey = (type: NotificationType, unitId: string) => `notification_${type}_${unitId}`;
const KEY = /^notification_([A-Za-z]+)_([0-9a-f-]{36})$/;
export function parseNotificationKey(key: string): { type: NotificationType; unitId: string } | null {
  const m = KEY.exec(key);
  if (!m || !(NOTIFICATION_TYPES as readonly string[]).includes(m[1]!)) return null;
  return { type: m[1] as NotificationType, unitId: m[2]! };
}

export const notificationSchema = z
  .object({
    key: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    unitId: z.uuid(),
    unitTitle: z.string(),
    /** how many events this notification gathers since it was last read */
    count: z.number().int().positive(),
    /** the newest event's words (a guest's name, a feed's name, a message's start) */
    detail: z.string().nullable(),
    /** the nights the newest event is about (a stay, a conflict), for the web to write out */
    dateFrom: z.iso.date().nullable(),
    dateTo: z.iso.date().nullable(),
    /** the app path of the screen that handles it */
    link: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    interacted: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_RULES.pageSize),
});
export const notificationsResponseSchema = z
  .object({
    items: z.array(notificationSchema),
    unread: z.number().int().nonnegative(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'Notifications' });

/** The badge's text: the count up to ten, a dot above (001 section 9), nothing at zero. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread <= NOTIFICATION_RULES.badgeMaxCount ? String(unread) : '•';
}
