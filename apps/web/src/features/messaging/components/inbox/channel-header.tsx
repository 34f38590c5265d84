import type { ChatChannel } from '@host-portal/contracts/messaging';
import { ActionIcon, Anchor, Badge, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormatters } from '../../../../lib/format.ts';
import { build } from '../../../../lib/route-paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useUpdateChannel } from '../../api/update-channel.ts';
import { channelName } from './channel-row.tsx';
import { DoorCodeControl } from './door-code-control.tsx';
import classes from './inbox.module.css';

/** The page that handles the channel's reservation, and the words of its link. */
export function reservationLink(channel: ChatChannel): { to: string; kind: string } | null {
  if (!channel.reservationId) return null;
  switch (channel.conversationType) {
    case 'booking':
      return { to: build.bookingDetails(channel.reservationId), kind: 'booking' };
    case 'bookingRequest':
      return { to: build.bookingRequestDetails(channel.reservationId), kind: 'bookingRequest' };
    case 'bookingInquiry':
      return { to: build.inquiryDetails(channel.reservationId), kind: 'bookingInquiry' };
    default:
      return null;
  }
}

/** The reservations area's word for a status (booking, booking request, inquiry). */
const STATUS_AREA = {
  booking: 'booking',
  bookingRequest: 'booking_request',
  bookingInquiry: 'inquiry',
} as const;

/**
 * Above the host's conversation: the guest (with their e-mail when the host's plan shows it), the
 * unit, the booking code, the stay (dates, guests, status) with a link to the reservation's page;
 * favourite and archive. On a phone, a back button to the list.
 */
export function ChannelHeader({
  channel,
  backTo,
  headingOrder,
}: {
  channel: ChatChannel;
  /** The list to go back to (phones: the list and the conversation are two screens). */
  backTo?: string | undefined;
  headingOrder: 1 | 2;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useUpdateChannel();
  const name = channelName(channel);
  const link = reservationLink(channel);
  const stay = channel.stay;
  const day = (date: string) => format.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
  const statusKey =
    stay && channel.conversationType
      ? `reservations.status.${STATUS_AREA[channel.conversationType]}.${stay.status}`
      : null;
  const Star = channel.favorited ? IconStarFilled : IconStar;
  const set = (flags: { archived?: boolean; favorited?: boolean }) =>
    update.mutate({ channelId: channel.id, flags });

  return (
    <div className={classes.header}>
      {backTo && (
        <ActionIcon
          component={Link}
          to={backTo}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('messaging.back')}
        >
          <IconArrowLeft size={20} aria-hidden="true" />
        </ActionIcon>
      )}
      <div className={classes.headerText}>
        {/* on a phone the code goes under a long name rather than cutting it */}
        <Group gap="xs" wrap="wrap">
          <Title order={headingOrder} fz="lg" lineClamp={2}>
            {name}
          </Title>
          {channel.bookingCode && (
            <Badge variant="light" color="gray" style={{ flex: 'none' }}>
              {channel.bookingCode}
            </Badge>
          )}
        </Group>
        {/* the guest's e-mail when the host's plan shows it on the message card (issue 12) */}
        {channel.guestEmail && (
          <Anchor
            href={`mailto:${channel.guestEmail}`}
            size="sm"
            aria-label={t('messaging.header.guestEmail', { name, email: channel.guestEmail })}
            style={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {channel.guestEmail}
          </Anchor>
        )}
        {channel.unitTitle && (
          <Text size="sm" fw={500} truncate>
            {channel.unitTitle}
          </Text>
        )}
        {stay && (
          <Text size="sm" c="dimmed">
            {day(stay.checkIn)} – {day(stay.checkOut)} ·{' '}
            {t('messaging.header.guests', { count: stay.guests })}
            {statusKey && ` · ${t(statusKey, { defaultValue: stay.status })}`}
          </Text>
        )}
        {channel.type === 'marketing' && (
          <Text size="sm" c="dimmed">
            {t('messaging.channel.platform')}
          </Text>
        )}
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {t(`messaging.header.open.${link.kind}`)}
          </Anchor>
        )}
      </div>
      {channel.type === 'messaging' && (
        <Group gap={4} wrap="nowrap">
          {channel.unitId && <DoorCodeControl channel={channel} />}
          <Tooltip label={t('messaging.channel.favorite', { name })}>
            <ActionIcon
              variant="subtle"
              color={channel.favorited ? 'yellow.8' : 'gray'}
              size="lg"
              aria-label={t('messaging.channel.favorite', { name })}
              aria-pressed={channel.favorited}
              onClick={() => set({ favorited: !channel.favorited })}
            >
              <Star size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={channel.archived ? t('messaging.channel.unarchive') : t('messaging.channel.archive')}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={
                channel.archived ? t('messaging.channel.unarchive') : t('messaging.channel.archive')
              }
              onClick={() => set({ archived: !channel.archived })}
            >
              {channel.archived ? (
                <IconArchiveOff size={20} aria-hidden="true" />
              ) : (
                <IconArchive size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </div>
  );
}
