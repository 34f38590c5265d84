import type { ChatChannel } from '@host-portal/contracts/messaging';
import { ActionIcon, Badge, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { dayKey } from '../conversation/message-days.ts';
import classes from './inbox.module.css';

/** The guest's name in a host's channel; the platform's channel has its own title. */
export const channelName = (channel: ChatChannel) =>
  channel.members.find((m) => m.role === 'guest')?.name || channel.title;

/** When the channel last moved: the time today, the weekday this week, else the date. */
export function useChannelTime() {
  const format = useFormatters();
  return (instant: string, now = new Date()) => {
    if (dayKey(instant) === dayKey(now)) return format.date(instant, { timeStyle: 'short' });
    const days = (now.getTime() - new Date(instant).getTime()) / 86_400_000;
    if (days < 6) return format.date(instant, { weekday: 'short' });
    return format.date(instant, { dateStyle: 'short' });
  };
}

/** One channel in the list: a link to its conversation, and the favourite star beside it. */
export function ChannelRow({
  channel,
  to,
  selected,
  onFavorite,
}: {
  channel: ChatChannel;
  to: string;
  selected: boolean;
  onFavorite: (favorited: boolean) => void;
}) {
  const { t } = useTranslation();
  const time = useChannelTime();
  const name = channelName(channel);
  const last = channel.lastMessage;
  const unread = channel.unreadCount > 0;
  const starLabel = t('messaging.channel.favorite', { name });
  const Star = channel.favorited ? IconStarFilled : IconStar;
  return (
    <li className={`${classes.row} ${unread ? classes.unread : ''}`}>
      <Link to={to} className={classes.rowLink} aria-current={selected ? 'page' : undefined}>
        <span className={classes.rowLine}>
          <span className={classes.rowName}>{name}</span>
          {last && (
            <Text span size="xs" c="dimmed" style={{ flex: 'none' }}>
              <time dateTime={last.createdAt}>{time(last.createdAt)}</time>
            </Text>
          )}
        </span>
        {/* a long unit title gives way; the booking code stays whole */}
        <span className={classes.rowMeta}>
          <Text span size="xs" c="dimmed" truncate>
            {channel.unitTitle ?? (channel.bookingCode ? '' : t('messaging.channel.platform'))}
          </Text>
          {channel.bookingCode && (
            <Text span size="xs" c="dimmed" className={classes.code}>
              {channel.unitTitle ? ` · ${channel.bookingCode}` : channel.bookingCode}
            </Text>
          )}
        </span>
        <span className={classes.rowLine}>
          <span className={classes.excerpt}>
            {last
              ? last.sender === 'host'
                ? t('messaging.channel.ownExcerpt', { text: last.body || t('messaging.channel.attachment') })
                : last.body || t('messaging.channel.attachment')
              : t('messaging.channel.noMessages')}
          </span>
          {unread && (
            <Badge size="sm" circle={channel.unreadCount < 10} style={{ flex: 'none' }}>
              <span aria-hidden="true">{channel.unreadCount}</span>
              <span className="hp-visually-hidden">
                {t('messaging.channel.unread', { count: channel.unreadCount })}
              </span>
            </Badge>
          )}
        </span>
      </Link>
      {channel.type === 'messaging' && (
        <Tooltip label={starLabel}>
          <ActionIcon
            variant="subtle"
            color={channel.favorited ? 'yellow.8' : 'gray'}
            aria-label={starLabel}
            aria-pressed={channel.favorited}
            className={classes.rowStar}
            onClick={() => onFavorite(!channel.favorited)}
          >
            <Star size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
}
