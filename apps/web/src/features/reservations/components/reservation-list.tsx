import type { ReservationTab } from '@host-portal/contracts/reservations';
import { Center, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useReservations } from '../api/get-reservations.ts';
import type { ReservationListParams } from '../api/reservation-keys.ts';
import { ReservationRow } from './reservation-row.tsx';
import { ReservationsSkeleton } from './reservations-skeleton.tsx';

/** One tab's rows with loading, empty, error and pages. */
export function ReservationList({
  params,
  filtered,
  onPage,
  onFilterUnit,
}: {
  params: ReservationListParams;
  /** Whether a filter narrows the list (the empty state says so). */
  filtered: boolean;
  onPage: (page: number) => void;
  onFilterUnit: (unitId: string, title: string) => void;
}) {
  const { t } = useTranslation();
  const query = useReservations(params);
  const data = query.data;
  const tab: ReservationTab = params.tab;

  if (query.isPending) return <ReservationsSkeleton />;
  if (query.isError && !data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return null;
  if (data.items.length === 0) {
    return filtered ? (
      <EmptyState
        headingOrder={3}
        title={t('reservations.empty.filteredTitle')}
        description={t('reservations.empty.filteredDescription')}
      />
    ) : (
      <EmptyState
        headingOrder={3}
        icon={<IconCalendarOff size={48} stroke={1.4} aria-hidden="true" />}
        title={t(`reservations.empty.${tab}.title`)}
        description={t(`reservations.empty.${tab}.description`)}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('reservations.count', { count: data.pagination.total })}
      </Text>
      <Stack
        gap="sm"
        aria-busy={query.isFetching}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {data.items.map((item) => (
          <li key={item.id}>
            <ReservationRow item={item} onFilterUnit={onFilterUnit} />
          </li>
        ))}
      </Stack>
      {data.pagination.pages > 1 && (
        <Center>
          <PagePagination
            total={data.pagination.pages}
            value={data.pagination.current}
            onChange={onPage}
            siblings={1}
          />
        </Center>
      )}
    </Stack>
  );
}
