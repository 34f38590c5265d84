import type { ReservationListItem } from '@host-portal/contracts/reservations';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { listPath } from '../../../features/reservations/list-paths.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { todayAndTomorrow } from './days.ts';
import { HomeSection, SectionEmpty, SectionSkeleton } from './home-section.tsx';
import { ReservationLines } from './reservation-line.tsx';
import { listCriteria, useReservationPages } from './use-reservation-pages.ts';

interface Day {
  date: string;
  arrivals: ReservationListItem[];
  departures: ReservationListItem[];
}

/**
 * Who arrives and who leaves today and tomorrow. The stays in progress (tab current, ending today
 * or later) hold today's arrivals and both days' departures; the upcoming ones that start by
 * tomorrow hold tomorrow's arrivals. The days are the host's own; both lists are sorted by the
 * dates, so the split below is exact.
 */
export function StaysSection() {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  const alternate = settings.features.alternateReservations;
  const { today, tomorrow } = todayAndTomorrow();
  const current = useReservationPages(listCriteria('current', { checkOutFrom: today }));
  const upcoming = useReservationPages(listCriteria('upcoming', { checkInTo: tomorrow }));
  const sources = [current, upcoming];
  const failed = sources.find((source) => source.status === 'error');
  const loading = sources.some((source) => source.status === 'pending');

  const stays = new Map<string, ReservationListItem>();
  for (const item of [...current.items, ...upcoming.items]) stays.set(item.id, item);
  const all = [...stays.values()];
  const days: Day[] = [today, tomorrow].map((date) => ({
    date,
    arrivals: all.filter((item) => item.checkIn === date),
    departures: all.filter((item) => item.checkOut === date),
  }));
  const none = days.every((day) => day.arrivals.length === 0 && day.departures.length === 0);

  return (
    <HomeSection
      id="home-stays"
      title={t('pages.home.stays.title')}
      footer={
        <Stack gap={4} align="flex-start">
          {sources.some((source) => source.truncated) && (
            <Text size="sm" c="dimmed">
              {t('pages.home.stays.truncated')}
            </Text>
          )}
          <Anchor component={Link} to={listPath('upcoming', alternate)} size="sm">
            {t('pages.home.stays.toUpcoming')}
          </Anchor>
        </Stack>
      }
    >
      {failed ? (
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const source of sources) source.retry();
          }}
        />
      ) : loading ? (
        <SectionSkeleton rows={2} />
      ) : none ? (
        <SectionEmpty
          icon={<IconCalendarEvent size={28} stroke={1.5} aria-hidden="true" />}
          title={t('pages.home.stays.emptyTitle')}
          description={t('pages.home.stays.emptyDescription')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {days.map((day, index) => (
            <DayCard
              key={day.date}
              day={day}
              label={t(index === 0 ? 'pages.home.stays.today' : 'pages.home.stays.tomorrow')}
            />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}

function DayCard({ day, label }: { day: Day; label: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = `home-stays-${day.date}`;
  return (
    <Paper
      component="section"
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id={id}>
          {label}
          <Text span c="dimmed" fz="sm" fw={400}>
            {' · '}
            {format.date(day.date, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
          </Text>
        </Title>
        <StayList
          title={t('pages.home.stays.arrivals')}
          empty={t('pages.home.stays.noArrivals')}
          items={day.arrivals}
        />
        <StayList
          title={t('pages.home.stays.departures')}
          empty={t('pages.home.stays.noDepartures')}
          items={day.departures}
        />
      </Stack>
    </Paper>
  );
}

function StayList({ title, empty, items }: { title: string; empty: string; items: ReservationListItem[] }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Title>
      {items.length === 0 ? <Text size="sm">{empty}</Text> : <ReservationLines items={items} />}
    </Stack>
  );
}
