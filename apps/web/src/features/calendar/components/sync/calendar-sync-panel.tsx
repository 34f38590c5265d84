import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { useId } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useCalendarSettings } from '../../api/calendar-api.ts';
import { AddFeedForm } from './add-feed-form.tsx';
import { ExportAddress } from './export-address.tsx';
import { FeedCard } from './feed-card.tsx';

const minutes = CALENDAR_RULES.feedPollMinutes;

function PanelSkeleton() {
  return (
    <LoadingSkeleton
      count={2}
      item={
        <Paper withBorder radius="md" p="md">
          <Skeleton height={18} width="40%" mb="sm" />
          <Skeleton height={36} mb="sm" />
          <Skeleton height={14} width="70%" />
        </Paper>
      }
    />
  );
}

/**
 * Calendar sync of one unit (issue 8): the secret address other platforms read this calendar from,
 * and the calendars of other platforms imported here, with their health and what to do when a
 * read fails.
 */
export function CalendarSyncPanel({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const settings = useCalendarSettings(unitId);
  const feedsTitleId = useId();

  if (settings.isPending) return <PanelSkeleton />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;

  const { exportUrl, feeds } = settings.data;
  const full = feeds.length >= CALENDAR_RULES.feedsPerUnit;
  return (
    <Stack gap="lg">
      <ExportAddress unitId={unitId} exportUrl={exportUrl} />
      <Stack gap="sm" component="section" aria-labelledby={feedsTitleId}>
        <Title order={2} fz="lg" id={feedsTitleId}>
          {t('calendar.sync.feeds.title')}
        </Title>
        {feeds.length === 0 ? (
          <EmptyState
            headingOrder={3}
            icon={<IconCalendarDown size={32} aria-hidden="true" />}
            title={t('calendar.sync.feeds.emptyTitle')}
            description={t('calendar.sync.feeds.emptyText', { minutes })}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('calendar.sync.feeds.intro', { minutes })}
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {feeds.map((feed) => (
                <FeedCard key={feed.id} unitId={unitId} feed={feed} />
              ))}
            </Stack>
          </>
        )}
        {full ? (
          <Text size="sm">{t('calendar.sync.feeds.full', { count: CALENDAR_RULES.feedsPerUnit })}</Text>
        ) : (
          <AddFeedForm unitId={unitId} />
        )}
      </Stack>
    </Stack>
  );
}
