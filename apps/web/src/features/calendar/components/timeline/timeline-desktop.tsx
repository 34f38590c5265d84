import type { BulkAction, BulkEditResult } from '@host-portal/contracts/calendar';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useId, useRef, useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { BulkEditDialog, type BulkRequest } from './bulk-edit-dialog.tsx';
import { DAY_COUNT, INITIAL_COL } from './timeline-constants.ts';
import { dateOfCol, daysBetween, windowOf } from './timeline-dates.ts';
import { errorMessage } from './timeline-feedback.ts';
import { TimelineGrid, type TimelineGridApi } from './timeline-grid.tsx';
import { TimelineLegend } from './timeline-legend.tsx';
import { unitTitle } from './timeline-row-header.tsx';
import type { SelectionRect } from './timeline-selection.ts';
import { TimelineEmpty, TimelineHint, TimelineNoMatch, TimelineSkeleton } from './timeline-states.tsx';
import type { VisibleRange } from './timeline-tiles.ts';
import { TimelineDateNav } from './timeline-toolbar.tsx';
import type { TimelineFormat } from './use-timeline-format.ts';
import { type TimelineFilters, useTimelineTiles } from './use-timeline-tiles.ts';

const firstRows = (range: VisibleRange): VisibleRange => ({ ...range, rowFrom: 0, rowTo: 0 });

/**
 * The timeline on a tablet or computer: the grid with its states, the date jumps and legend, and
 * the bulk dialog its actions open. A new search or property starts again at the first page.
 */
export function TimelineDesktop({
  filters,
  format,
  onClear,
  onApplied,
}: {
  filters: TimelineFilters;
  format: TimelineFormat;
  onClear: () => void;
  onApplied: (result: BulkEditResult, units: number) => void;
}) {
  const { t, origin } = format;
  const hintId = useId();
  const filterKey = `${filters.search}|${filters.propertyId}`;
  const [view, setView] = useState({
    key: filterKey,
    range: firstRows({ rowFrom: 0, rowTo: 0, colFrom: INITIAL_COL, colTo: INITIAL_COL + 20 }),
  });
  // a new filter asks for its first page at once (not the page the old list was scrolled to)
  const range = view.key === filterKey ? view.range : firstRows(view.range);
  const onRange = useCallback((next: VisibleRange) => setView({ key: filterKey, range: next }), [filterKey]);
  const tiles = useTimelineTiles(filters, origin, range);
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const gridApi = useRef<TimelineGridApi>(null);

  const onAction = async (action: BulkAction, rect: SelectionRect) => {
    try {
      const rows = await tiles.resolveRows(rect.rowFrom, rect.rowTo, windowOf(rect.colFrom));
      setRequest({
        action,
        units: rows.map((row) => ({ id: row.unitId, title: unitTitle(row, t), currency: row.currency })),
        dateFrom: dateOfCol(origin, rect.colFrom),
        dateTo: dateOfCol(origin, rect.colTo + 1),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t), withBorder: true });
    }
  };

  if (tiles.total === undefined)
    return tiles.error ? <ErrorState error={tiles.error} onRetry={tiles.retry} /> : <TimelineSkeleton />;
  if (tiles.total === 0)
    return filters.search || filters.propertyId ? (
      <TimelineNoMatch onClear={onClear} t={t} />
    ) : (
      <TimelineEmpty t={t} />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TimelineDateNav
          min={origin}
          max={dateOfCol(origin, DAY_COUNT - 1)}
          onToday={() => gridApi.current?.showCol(format.todayCol)}
          onDate={(date) => gridApi.current?.showCol(daysBetween(origin, date))}
          t={t}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('calendar.timeline.unitCount', { count: tiles.total })}
        </Text>
      </Group>
      <TimelineLegend t={t} />
      <TimelineHint id={hintId} t={t} />
      {tiles.error ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('calendar.timeline.partialError')}</Text>
            <Button size="xs" variant="default" onClick={tiles.retry}>
              {t('commons.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <TimelineGrid
        key={filterKey}
        tiles={tiles}
        total={tiles.total}
        format={format}
        label={t('calendar.timeline.gridLabel')}
        describedBy={hintId}
        initialCol={range.colFrom}
        apiRef={gridApi}
        onRange={onRange}
        onAction={(action, rect) => void onAction(action, rect)}
      />
      {request && (
        <BulkEditDialog
          request={request}
          onClose={() => setRequest(null)}
          onApplied={(result) => {
            setRequest(null);
            onApplied(result, request.units.length);
          }}
          nights={format.nights}
          t={t}
        />
      )}
    </Stack>
  );
}
