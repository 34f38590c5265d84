import { Button, Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useEndSentinel } from '../../../../lib/use-end-sentinel.ts';
import { addMonths, maxDate, minDate } from '../../calendar-dates.ts';
import type { CalendarData } from './calendar-data.ts';
import type { CalendarFormat } from './cell-format.ts';
import { MonthGrid } from './month-grid.tsx';
import type { Selection } from './selection.ts';
import { selectionBounds } from './selection.ts';

export interface MonthListProps {
  months: string[];
  data: CalendarData | null;
  today: string;
  focused: string;
  selection: Selection | null;
  fmt: CalendarFormat;
  /** the grid's handlers (one set for every cell of every month) */
  gridProps: ComponentProps<'div'>;
  /** more months: null when no more may be shown */
  onMore: (() => void) | null;
  loadingMore: boolean;
}

/** The months one under the other; more load as the host scrolls to the end (or presses the button). */
export function MonthList({
  months,
  data,
  today,
  focused,
  selection,
  fmt,
  gridProps,
  onMore,
  loadingMore,
}: MonthListProps) {
  // a month is tall: start loading the next ones well before the end comes into view
  const sentinel = useEndSentinel<HTMLDivElement>(() => onMore?.(), Boolean(onMore) && !loadingMore, 400);
  const bounds = selection ? selectionBounds(selection) : null;
  return (
    <Stack gap="md">
      <div {...gridProps}>
        <Stack gap="xl">
          {months.map((month) => {
            const next = addMonths(month, 1);
            const inMonth = (date: string) => date >= month && date < next;
            const overlaps = bounds && bounds.first < next && bounds.last >= month;
            return (
              <MonthGrid
                key={month}
                month={month}
                data={data}
                today={today}
                focused={inMonth(focused) ? focused : null}
                selFirst={overlaps ? maxDate(bounds.first, month) : null}
                selLast={overlaps ? minDate(bounds.last, addMonths(month, 1)) : null}
                fmt={fmt}
              />
            );
          })}
        </Stack>
      </div>
      <div ref={sentinel} />
      {onMore ? (
        <Button variant="default" onClick={onMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {fmt.t('calendar.month.showMore')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {fmt.t('calendar.month.noMore')}
        </Text>
      )}
    </Stack>
  );
}
