import type { ChatChannel } from '@host-portal/contracts/messaging';
import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { guestChatPath, stayStatusColor, stayStatusKey } from '../guest-status.ts';
import classes from './guest.module.css';

/** The stay's dates, e.g. "12 Jun 2031 – 15 Jun 2031" in the guest's language. */
export function useStayDates() {
  const { date } = useFormatters();
  return (channel: ChatChannel) =>
    channel.stay
      ? `${date(channel.stay.checkIn, { dateStyle: 'medium', timeZone: 'UTC' })} – ${date(
          channel.stay.checkOut,
          {
            dateStyle: 'medium',
            timeZone: 'UTC',
          },
        )}`
      : null;
}

export function StayStatus({ channel }: { channel: ChatChannel }) {
  const { t } = useTranslation();
  const key = stayStatusKey(channel);
  if (!key || !channel.stay) return null;
  return (
    <Badge color={stayStatusColor(channel.stay.status)} variant="dot" tt="none" style={{ flexShrink: 0 }}>
      {t(key)}
    </Badge>
  );
}

/** The guest's stays, each opening its conversation: unit, dates, status and unread messages. */
export function GuestStays({
  channels,
  selectedId,
  basePath,
}: {
  channels: ChatChannel[];
  selectedId: string | undefined;
  basePath: string;
}) {
  const { t } = useTranslation();
  const dates = useStayDates();
  return (
    <nav aria-label={t('guest.chat.stays')}>
      <ul className={classes.stays}>
        {channels.map((channel) => {
          const selected = channel.id === selectedId;
          return (
            <li key={channel.id}>
              <Link
                to={guestChatPath(basePath, channel.id)}
                replace
                className={classes.stay}
                aria-current={selected ? 'true' : undefined}
              >
                <span className={classes.stayTop}>
                  <Text span fw={600} className={classes.stayTitle}>
                    {channel.unitTitle ?? channel.title}
                  </Text>
                  {channel.unreadCount > 0 && (
                    <Badge color="red" size="sm" circle>
                      <span aria-hidden="true">{channel.unreadCount}</span>
                      <span className="hp-visually-hidden">
                        {t('guest.chat.unread', { count: channel.unreadCount })}
                      </span>
                    </Badge>
                  )}
                </span>
                <Text span size="sm" c="dimmed">
                  {dates(channel)}
                </Text>
                <StayStatus channel={channel} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
