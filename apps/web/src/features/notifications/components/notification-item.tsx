import type { Notification, NotificationType } from '@host-portal/contracts/notifications';
import { Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarPlus,
  IconCalendarX,
  IconHourglass,
  IconMessage,
  IconMessageQuestion,
  IconRefreshAlert,
  IconStar,
  IconStarHalfFilled,
} from '@tabler/icons-react';
import { useFormatters } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/translation.tsx';
import classes from './notifications.module.css';
import { relativeTime } from './relative-time.ts';

const ICONS: Record<NotificationType, typeof IconMessage> = {
  newBookingRequest: IconCalendarPlus,
  newInquiry: IconMessageQuestion,
  requestExpiring: IconHourglass,
  bookingConfirmed: IconCalendarCheck,
  bookingCancelled: IconCalendarX,
  newMessage: IconMessage,
  calendarSyncError: IconRefreshAlert,
  calendarConflict: IconAlertTriangle,
  newReview: IconStar,
  reviewReplyDue: IconStarHalfFilled,
};

/** "2 new messages · Seaside flat": the type's words with the count, then the unit. */
export function notificationSentence(t: TFunction, item: Notification): string {
  return t('notifications.sentence', {
    what: t(`notifications.type.${item.type}`, { count: item.count }),
    unit: item.unitTitle,
  });
}

/** One notification: its icon, sentence, detail and time; unread ones stand out until clicked. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[item.type] ?? IconMessage;
  const format = useFormatters();
  const when = relativeTime(item.createdAt, i18n.language) ?? t('notifications.justNow');
  const nights = item.dateFrom && item.dateTo ? format.stayRange(item.dateFrom, item.dateTo) : null;
  const detail = [item.detail, nights].filter(Boolean).join(' · ');
  return (
    <li>
      <button
        type="button"
        className={`${classes.item} ${item.interacted ? '' : classes.unread}`}
        onClick={() => onOpen(item)}
      >
        <span className={classes.icon}>
          <Icon size={18} aria-hidden="true" />
        </span>
        <span className={classes.body}>
          <Text span size="sm" display="block" className={classes.sentence}>
            {!item.interacted && <span className="hp-visually-hidden">{t('notifications.unread')}: </span>}
            {notificationSentence(t, item)}
          </Text>
          {detail && (
            <Text span size="xs" c="dimmed" display="block" lineClamp={2}>
              {detail}
            </Text>
          )}
          <Text span size="xs" c="dimmed" display="block">
            <time dateTime={item.createdAt}>{when}</time>
          </Text>
        </span>
        {!item.interacted && <span className={classes.unreadDot} aria-hidden="true" />}
      </button>
    </li>
  );
}
