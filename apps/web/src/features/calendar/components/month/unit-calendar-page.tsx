import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../../components/ui/page-container.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { build } from '../../../../lib/route-paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useTimeline, useUnitSummary } from '../../api/calendar-api.ts';
import { localToday, monthStart } from '../../calendar-dates.ts';
import { CalendarSyncPanel } from '../sync/calendar-sync-panel.tsx';
import { ConflictAlerts } from '../sync/conflict-alerts.tsx';
import { FIRST_MONTHS, MonthCalendar } from './month-calendar.tsx';
import { CalendarUnitNotFound, NoUnits } from './unit-calendar-states.tsx';
import { unitOptionsParams } from './unit-options.ts';
import { UnitSelector } from './unit-selector.tsx';
import { useMonthCalendar } from './use-month-calendar.ts';

/** A unit that is not there (or not the host's: 404 as well; a malformed id: 400). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /calendar/{id}: one unit's calendar (000 section 2): the unit selector, the months with prices,
 * stays and blocks, the actions on selected nights, and the unit's iCal sync and export.
 */
export function UnitCalendarPage({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const [today] = useState(() => localToday());
  const firstMonth = monthStart(today);
  const [monthCount, setMonthCount] = useState(FIRST_MONTHS);
  const [params, setParams] = useSearchParams();
  const tab = params.get('view') === 'sync' ? 'sync' : 'calendar';
  const units = useTimeline(unitOptionsParams(today, ''));
  const summary = useUnitSummary(unitId);
  const calendar = useMonthCalendar(unitId, firstMonth, monthCount);
  const title = summary.data?.title || units.data?.items.find((row) => row.unitId === unitId)?.title || null;
  usePageTitle(title ? t('calendar.month.pageTitle', { title }) : t('calendar.month.heading'));

  if (units.data?.pagination.total === 0) return <NoUnits />;
  if (isMissing(calendar.error) || isMissing(summary.error) || summary.data?.state === 'DELETED') {
    return <CalendarUnitNotFound />;
  }

  const showTab = (next: string | null) =>
    setParams(next === 'sync' ? { view: 'sync' } : {}, { replace: true, preventScrollReset: true });

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={build.calendar()} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('calendar.month.allUnits')}
            </Group>
          </Anchor>
          {summary.data && (
            <Anchor
              component={Link}
              to={build.unit(summary.data.propertyId, unitId, 'price-and-availability')}
              size="sm"
            >
              {t('calendar.month.listingPrices')}
            </Anchor>
          )}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title ?? t('calendar.month.heading')}
        </Title>
        <UnitSelector unitId={unitId} title={title ?? t('calendar.month.untitled')} today={today} />
        <Tabs value={tab} onChange={showTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="calendar">{t('calendar.month.tabCalendar')}</Tabs.Tab>
            <Tabs.Tab value="sync">{t('calendar.month.tabSync')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="calendar" pt="md">
            <MonthCalendar
              unitId={unitId}
              today={today}
              firstMonth={firstMonth}
              monthCount={monthCount}
              onMonthCount={setMonthCount}
              calendar={calendar}
              onShowSync={() => showTab('sync')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sync" pt="md">
            <Stack gap="lg">
              <ConflictAlerts unitId={unitId} />
              <CalendarSyncPanel unitId={unitId} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
