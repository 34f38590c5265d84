import { nightAvailability } from '@host-portal/contracts/calendar';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { build } from '../../../../lib/route-paths.ts';
import type { TFunction } from '../../../../lib/translation.tsx';
import { useTimeline } from '../../api/calendar-api.ts';
import { PAGE_SIZE } from './timeline-constants.ts';
import { addDays } from './timeline-dates.ts';
import { unitTitle } from './timeline-row-header.tsx';
import { TimelineEmpty, TimelineNoMatch, TimelineSkeleton } from './timeline-states.tsx';
import type { TimelineFilters } from './use-timeline-tiles.ts';

/**
 * The phone's calendar: a grid of many units and nights does not fit a phone, so it lists the
 * units (searchable, with tonight's state) and opens one unit's month view.
 */
export function TimelinePhone({
  filters,
  today,
  onClear,
  t,
}: {
  filters: TimelineFilters;
  today: string;
  onClear: () => void;
  t: TFunction;
}) {
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const filterKey = `${filters.search}|${filters.propertyId}`;
  const page = paging.key === filterKey ? paging.page : 1;
  const list = useTimeline({
    dateFrom: today,
    dateTo: addDays(today, 1),
    search: filters.search,
    propertyId: filters.propertyId,
    page,
    limit: PAGE_SIZE,
  });

  if (list.isPending) return <TimelineSkeleton />;
  if (list.isError && !list.data)
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { items, pagination } = list.data;
  if (pagination.total === 0)
    return filters.search || filters.propertyId ? (
      <TimelineNoMatch onClear={onClear} t={t} />
    ) : (
      <TimelineEmpty t={t} />
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('calendar.timeline.phone.hint')}
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((unit) => {
          const entry = unit.entries[0];
          const blocked = nightAvailability(unit.nights, 0) === 'blocked';
          const warnings = unit.conflicts + unit.feedErrors;
          return (
            <li key={unit.unitId}>
              <Paper withBorder radius="md">
                <UnstyledButton component={Link} to={build.calendar(unit.unitId)} display="block" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {unitTitle(unit, t)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(
                          blocked
                            ? 'calendar.timeline.phone.tonightBlocked'
                            : 'calendar.timeline.phone.tonightAvailable',
                        )}
                        {blocked && entry ? ` · ${t(`calendar.kind.${entry.kind}`)}` : ''}
                      </Text>
                      {warnings > 0 && (
                        <Badge
                          color="red"
                          variant="light"
                          leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
                        >
                          {t('calendar.timeline.phone.warnings', { count: warnings })}
                        </Badge>
                      )}
                    </Stack>
                    <IconChevronRight size={18} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              </Paper>
            </li>
          );
        })}
      </Stack>
      {pagination.pages > 1 && (
        <PagePagination
          total={pagination.pages}
          value={page}
          onChange={(next) => setPaging({ key: filterKey, page: next })}
        />
      )}
    </Stack>
  );
}
