import type { ReservationListItem } from '@host-portal/contracts/reservations';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { awaitsAnswer } from '../reservation-status.ts';
import { MatchSummary } from './match-badge.tsx';
import { ReservationStatusBadge } from './reservation-status-badge.tsx';
import classes from './reservations.module.css';
import { RespondBy } from './respond-by.tsx';

export function detailPath(item: Pick<ReservationListItem, 'id' | 'kind'>): string {
  if (item.kind === 'booking') return build.bookingDetails(item.id);
  if (item.kind === 'inquiry') return build.inquiryDetails(item.id);
  return build.bookingRequestDetails(item.id);
}

/** One stay of a list; the guest's name links to its details, which remember the list to go back to. */
export function ReservationRow({
  item,
  onFilterUnit,
}: {
  item: ReservationListItem;
  onFilterUnit?: (unitId: string, title: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const unitTitle = item.propertyUnitSummary.title || t('reservations.untitledUnit');
  const dates = `${format.date(item.checkIn, { dateStyle: 'medium', timeZone: 'UTC' })} – ${format.date(item.checkOut, { dateStyle: 'medium', timeZone: 'UTC' })}`;
  const filterLabel = t('reservations.filters.onlyUnit', { unit: unitTitle });
  return (
    <Paper withBorder radius="md" p="md" className={classes.row}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Link
              to={detailPath(item)}
              state={{ from: `${location.pathname}${location.search}` }}
              className={classes.rowLink}
            >
              {item.guestName}
            </Link>
            <ReservationStatusBadge kind={item.kind} status={item.status} cancelledBy={item.cancelledBy} />
          </Group>
          <Text size="sm" fw={500} truncate>
            {unitTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {dates} · {t('reservations.nights', { count: item.nights })} ·{' '}
            {t('reservations.guests', { count: item.guests })}
          </Text>
          {item.match && <MatchSummary match={item.match} />}
          {item.respondBy && awaitsAnswer(item.status) && <RespondBy until={item.respondBy} />}
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={600}>{format.money(item.total, item.currency)}</Text>
          {onFilterUnit && (
            <Tooltip label={filterLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={filterLabel}
                onClick={() => onFilterUnit(item.propertyUnitSummary.publicId, unitTitle)}
              >
                <IconFilter size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
