import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { addDays, addMonths } from '../../calendar-dates.ts';
import { ActionDrawer } from './action-drawer.tsx';
import { ActionPanel } from './action-panel.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { CalendarSkeleton } from './calendar-skeleton.tsx';
import { nightCount, nightsRange, shownDays } from './calendar-window.ts';
import { useCalendarFormat } from './cell-format.ts';
import { hasConflict } from './entry-meta.ts';
import classes from './month.module.css';
import { MonthList } from './month-list.tsx';
import { selectionBounds } from './selection.ts';
import { useGridSelection } from './use-grid-selection.ts';
import type { useMonthCalendar } from './use-month-calendar.ts';

/** Months shown at first, added per "show more", and at most. */
export const FIRST_MONTHS = 3;
export const MORE_MONTHS = 3;
export const MAX_MONTHS = 36;

const monthsFrom = (first: string, date: string) =>
  (Number(date.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
  Number(date.slice(5, 7)) -
  Number(first.slice(5, 7));

export interface MonthCalendarProps {
  unitId: string;
  today: string;
  /** the first day of the first month */
  firstMonth: string;
  monthCount: number;
  onMonthCount: (update: (count: number) => number) => void;
  calendar: ReturnType<typeof useMonthCalendar>;
  /** opens the "Sync and export" tab */
  onShowSync: () => void;
}

/** The unit's months with the selection, the legend and the action panel (beside, or a drawer on a phone). */
export function MonthCalendar({
  unitId,
  today,
  firstMonth,
  monthCount,
  onMonthCount,
  calendar,
  onShowSync,
}: MonthCalendarProps) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const fmt = useCalendarFormat(calendar.data?.currency ?? null);
  const { t } = fmt;
  const shown = shownDays(firstMonth, monthCount);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [openTick, setOpenTick] = useState(0);
  const grid = useGridSelection({
    today,
    firstDay: shown.dateFrom,
    lastDay: addDays(shown.dateTo, -1),
    weekStart: fmt.weekStart,
    onReach: (date) =>
      onMonthCount((count) => Math.min(MAX_MONTHS, Math.max(count, monthsFrom(firstMonth, date) + 1))),
    onOpen: () => setOpenTick((n) => n + 1),
  });

  // Enter on a wide screen: the panel is beside the months; the focus goes to its heading
  useEffect(() => {
    if (openTick && wide) headingRef.current?.focus();
  }, [openTick, wide]);

  const months = useMemo(
    () => Array.from({ length: monthCount }, (_, i) => addMonths(firstMonth, i)),
    [firstMonth, monthCount],
  );
  const range = grid.selection
    ? nightsRange(selectionBounds(grid.selection).first, selectionBounds(grid.selection).last)
    : null;
  const conflicts = calendar.data?.entries.filter(hasConflict).length ?? 0;

  if (!calendar.data) {
    return calendar.error ? (
      <ErrorState error={calendar.error} onRetry={calendar.refetch} />
    ) : (
      <CalendarSkeleton />
    );
  }

  const panel = range && (
    <ActionPanel
      unitId={unitId}
      range={range}
      data={calendar.data}
      fmt={fmt}
      headingRef={wide ? headingRef : undefined}
    />
  );
  // Escape in the panel beside the months goes back to the selected day
  const panelKeys = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) grid.focusGrid();
  };

  const closed = calendar.data.calendarStatus === 'PAUSED' || calendar.data.calendarStatus === 'BLOCKED';

  return (
    <Stack gap="md">
      {closed && (
        <Alert color="yellow" variant="light" icon={<IconLock aria-hidden="true" />}>
          {t(`calendar.month.status${calendar.data.calendarStatus}`)}
        </Alert>
      )}
      {conflicts > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('calendar.month.conflictNotice', { count: conflicts })}</Text>
            <Button size="xs" variant="default" onClick={onShowSync}>
              {t('calendar.month.conflictReview')}
            </Button>
          </Group>
        </Alert>
      )}
      {!wide && <CalendarLegend t={t} initiallyOpen={false} />}
      <div className={classes.layout}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" id="calendar-grid-help">
            {t(wide ? 'calendar.month.helpWide' : 'calendar.month.helpPhone')}
          </Text>
          <MonthList
            months={months}
            data={calendar.data}
            today={today}
            focused={grid.focused}
            selection={grid.selection}
            fmt={fmt}
            gridProps={grid.gridProps}
            onMore={
              monthCount < MAX_MONTHS
                ? () => onMonthCount((count) => Math.min(MAX_MONTHS, count + MORE_MONTHS))
                : null
            }
            loadingMore={calendar.isFetching}
          />
          {calendar.error ? <ErrorState error={calendar.error} onRetry={calendar.refetch} /> : null}
        </Stack>
        {wide && (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape only returns the focus to the grid
          <div className={classes.side} onKeyDown={panelKeys}>
            <Stack gap="md">
              <Paper
                component="section"
                aria-label={t('calendar.month.panelTitle')}
                withBorder
                radius="md"
                p="md"
              >
                {panel ?? (
                  <Stack gap="xs">
                    <Text fw={600}>{t('calendar.month.noSelectionTitle')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('calendar.month.noSelectionText')}
                    </Text>
                  </Stack>
                )}
              </Paper>
              <CalendarLegend t={t} initiallyOpen={!range} />
            </Stack>
          </div>
        )}
      </div>
      {!wide && range && !grid.panelOpen && (
        <Group className={classes.bottomBar} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" aria-live="polite">
            {grid.awaitingEnd
              ? t('calendar.month.tapLast', { nights: fmt.nights(range) })
              : `${fmt.nights(range)} · ${t('calendar.month.nightCount', { count: nightCount(range) })}`}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={grid.clear}>
              {t('calendar.month.clear')}
            </Button>
            <Button size="xs" onClick={() => grid.setPanelOpen(true)}>
              {t('calendar.month.edit')}
            </Button>
          </Group>
        </Group>
      )}
      {!wide && (
        <ActionDrawer
          opened={grid.panelOpen && Boolean(range)}
          onClose={() => grid.setPanelOpen(false)}
          title={t('calendar.month.panelTitle')}
        >
          {panel}
        </ActionDrawer>
      )}
    </Stack>
  );
}
