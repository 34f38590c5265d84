import type { ReservationListItem } from '@host-portal/contracts/reservations';
import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { detailPath } from '../../../features/reservations/components/reservation-row.tsx';
import { RespondBy } from '../../../features/reservations/components/respond-by.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './home.module.css';

/**
 * One stay on the overview: the guest's name leads to its details (whose back link returns here),
 * then the unit, the dates and, for a request or inquiry, the time left to answer.
 */
export function ReservationLine({
  item,
  awaiting = false,
}: {
  item: ReservationListItem;
  awaiting?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const unitTitle = item.propertyUnitSummary.title || t('reservations.untitledUnit');
  const day = (value: string) => format.date(value, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li className={classes.line}>
      <Stack gap={2} miw={0}>
        <Link to={detailPath(item)} state={{ from: paths.home }} className={classes.lineLink}>
          {item.guestName}
        </Link>
        <Text size="sm" fw={500} truncate>
          {awaiting ? `${t(`pages.home.needsAnswer.kind.${item.kind}`)} · ${unitTitle}` : unitTitle}
        </Text>
        <Text size="sm" c="dimmed">
          {day(item.checkIn)} – {day(item.checkOut)} · {t('reservations.nights', { count: item.nights })} ·{' '}
          {t('reservations.guests', { count: item.guests })}
        </Text>
        {awaiting && item.respondBy && <RespondBy until={item.respondBy} />}
      </Stack>
    </li>
  );
}

export function ReservationLines({ items, awaiting }: { items: ReservationListItem[]; awaiting?: boolean }) {
  return (
    <ul className={classes.lines}>
      {items.map((item) => (
        <ReservationLine key={`${item.kind}-${item.id}`} item={item} awaiting={awaiting} />
      ))}
    </ul>
  );
}
