import { Title } from '@mantine/core';
import { memo } from 'react';
import { addDays, daysBetween, daysInMonth, minDate, weekday } from '../../calendar-dates.ts';
import type { CalendarData } from './calendar-data.ts';
import type { CalendarFormat } from './cell-format.ts';
import { hasStay } from './entry-meta.ts';
import classes from './month.module.css';
import { NightCell } from './night-cell.tsx';

export interface MonthGridProps {
  /** the first day of the month */
  month: string;
  data: CalendarData | null;
  today: string;
  /** the focused day when it is in this month, else null (so that other months do not repaint) */
  focused: string | null;
  /** the selected nights inside this month, else null */
  selFirst: string | null;
  selLast: string | null;
  fmt: CalendarFormat;
}

/** The days of a month in weeks: null for the cells before the 1st and after the last day. */
export function monthWeeks(month: string, weekStart: number): (string | null)[][] {
  const lead = (weekday(month) - weekStart + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  const days = daysInMonth(month);
  for (let i = 0; i < days; i++) cells.push(addDays(month, i));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** One month as a WAI-ARIA grid: a header row of weekdays, then a row per week of night cells. */
export const MonthGrid = memo(function MonthGrid({
  month,
  data,
  today,
  focused,
  selFirst,
  selLast,
  fmt,
}: MonthGridProps) {
  const headingId = `calendar-month-${month}`;
  const weeks = monthWeeks(month, fmt.weekStart);
  const monthEnd = addDays(month, daysInMonth(month));
  const header = weeks[0]!.map((_, col) => addDays(month, col - ((weekday(month) - fmt.weekStart + 7) % 7)));
  return (
    <section className={classes.month} aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="xs" id={headingId}>
        {fmt.monthTitle(month)}
      </Title>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with the grid role
        role="grid"
        aria-labelledby={headingId}
        aria-describedby="calendar-grid-help"
        aria-multiselectable="true"
        className={classes.grid}
      >
        <thead>
          <tr>
            {header.map((day) => (
              <th scope="col" key={day} className={classes.weekday} abbr={fmt.weekdayLong(day)}>
                {fmt.weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, col) => {
                if (!date) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells of a week are fixed places
                  return <td className={`${classes.cell} ${classes.outside}`} key={col} />;
                }
                const entry = data?.entryByNight.get(date);
                // the stay of the night before, when it ends here: its guests leave this morning
                const before = data?.entryByNight.get(addDays(date, -1));
                const checkout = before && before.dateTo === date && hasStay(before) ? before : undefined;
                const rowStart = col === 0 || date === month;
                const labelled = entry && (entry.dateFrom === date || rowStart);
                // the label runs over the entry's nights left in this week and month
                const labelSpan =
                  entry && labelled
                    ? Math.min(7 - col, daysBetween(date, minDate(entry.dateTo, monthEnd)))
                    : 0;
                return (
                  <NightCell
                    key={date}
                    date={date}
                    night={data?.nights.get(date)}
                    entry={entry}
                    checkout={checkout}
                    barStart={entry?.dateFrom === date}
                    barEnd={entry?.dateTo === addDays(date, 1)}
                    labelSpan={labelSpan}
                    past={date < today}
                    today={date === today}
                    selected={selFirst !== null && selLast !== null && date >= selFirst && date <= selLast}
                    focused={focused === date}
                    fmt={fmt}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
