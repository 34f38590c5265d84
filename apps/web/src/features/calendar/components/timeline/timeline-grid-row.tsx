import {
  type CalendarEntry,
  type NightAvailability,
  nightAvailability,
  nightCustom,
  type TimelineRow,
} from '@host-portal/contracts/calendar';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import { cellLabel } from './cell-label.ts';
import classes from './timeline.module.css';
import { TimelineBar } from './timeline-bar.tsx';
import { entriesByNight, layoutBars } from './timeline-bars.ts';
import { WINDOW_DAYS } from './timeline-constants.ts';
import { dateOfCol, isWeekend, windowAt } from './timeline-dates.ts';
import { TimelineRowHeader, unitTitle } from './timeline-row-header.tsx';
import type { TimelineFormat } from './use-timeline-format.ts';

export interface TimelineGridRowProps {
  row: number;
  top: number;
  width: number;
  dayCount: number;
  /** the unit, from any window fetched for its page */
  unit: TimelineRow | undefined;
  /** the row's answer per request window, from `firstWindow` on (undefined: loading) */
  slices: readonly (TimelineRow | undefined)[];
  firstWindow: number;
  cols: readonly VirtualItem[];
  /** the active column when the active cell is in this row, else null */
  activeCol: number | null;
  /** the selected columns of this row, inclusive, or null */
  selected: readonly [number, number] | null;
  format: TimelineFormat;
}

/**
 * One unit: its name, its nights on screen (price, minimum stay, availability) and its entries as
 * bars. Memoised: scrolling only re-renders the rows whose columns or data changed.
 */
export const TimelineGridRow = memo(function TimelineGridRow(props: TimelineGridRowProps) {
  const { row, top, width, dayCount, unit, slices, firstWindow, cols, activeCol, selected, format } = props;
  const { t, origin } = format;
  const title = unit ? unitTitle(unit, t) : t('commons.loading');
  const visibleFirst = cols[0]?.index ?? 0;
  const visibleEnd = (cols.at(-1)?.index ?? -1) + 1;

  const bars = slices.flatMap((slice, n) => {
    if (!slice) return [];
    const window = windowAt(origin, firstWindow + n, dayCount);
    return layoutBars(slice.entries, origin, window.firstCol, window.endCol, visibleFirst, visibleEnd);
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid positions divs (table elements cannot be); its cells take the focus
    <div role="row" aria-rowindex={row + 2} className={classes.row} style={{ top, width }}>
      <TimelineRowHeader row={row} unit={unit} tabbable={activeCol === -1} t={t} />
      {cols.map((item) => {
        const col = item.index;
        const windowIndex = Math.floor(col / WINDOW_DAYS);
        const slice = slices[windowIndex - firstWindow];
        const night = col - windowIndex * WINDOW_DAYS;
        const date = dateOfCol(origin, col);
        const isSelected = selected !== null && col >= selected[0] && col <= selected[1];
        const active = activeCol === col;
        const availability = slice ? nightAvailability(slice.nights, night) : undefined;
        const price = slice?.nights.price[night] ?? null;
        const currency = slice?.currency ?? null;
        const custom = slice ? nightCustom(slice.nights, night) : false;
        const minimumStay = slice?.nights.minimumStay[night] ?? null;
        const entry = slice
          ? (entriesByNight(slice.entries, windowAt(origin, windowIndex, dayCount).dateFrom, WINDOW_DAYS)[
              night
            ] ?? null)
          : null;
        return (
          <TimelineCell
            key={item.key}
            row={row}
            col={col}
            left={item.start}
            title={title}
            date={date}
            availability={availability}
            price={price}
            currency={currency}
            custom={custom}
            minimumStay={minimumStay}
            entry={entry}
            selected={isSelected}
            active={active}
            format={format}
          />
        );
      })}
      {bars.map((segment) => (
        <TimelineBar key={`${segment.entry.id}:${segment.startCol}`} segment={segment} t={t} />
      ))}
    </div>
  );
}, sameRow);

interface TimelineCellProps {
  row: number;
  col: number;
  left: number;
  title: string;
  date: string;
  availability: NightAvailability | undefined;
  price: number | null;
  currency: string | null;
  custom: boolean;
  minimumStay: number | null;
  entry: CalendarEntry | null;
  selected: boolean;
  active: boolean;
  format: TimelineFormat;
}

/**
 * One night of a unit. Memoised on its values: when a column scrolls in, the row re-renders, but
 * the nights already on screen keep their markup (their labels are not formatted again).
 */
const TimelineCell = memo(function TimelineCell(p: TimelineCellProps) {
  const { row, col, left, availability, price, currency, custom, minimumStay, selected, active, format } = p;
  const { t, todayCol } = format;
  const label = cellLabel(
    {
      unit: p.title,
      date: format.dateLong(col),
      today: col === todayCol,
      availability,
      price: price !== null && currency ? format.priceFull(price, currency) : null,
      custom,
      minimumStay,
      entry: p.entry,
    },
    t,
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way
    <div
      role="gridcell"
      aria-colindex={col + 2}
      aria-selected={selected}
      aria-label={label}
      tabIndex={active ? 0 : -1}
      data-cell={`${row}:${col}`}
      data-active={active || undefined}
      data-weekend={isWeekend(p.date) || undefined}
      data-today={col === todayCol || undefined}
      data-past={col < todayCol || undefined}
      data-blocked={availability === 'blocked' || undefined}
      className={classes.cell}
      style={{ left }}
    >
      {availability ? (
        <span aria-hidden="true">
          <span className={classes.price} data-custom={custom || undefined}>
            {price !== null && currency ? format.priceShort(price, currency) : '–'}
          </span>
          {minimumStay && minimumStay > 1 ? (
            <span className={classes.minStay}>
              {t('calendar.timeline.cell.minimumStayShort', { count: minimumStay })}
            </span>
          ) : null}
        </span>
      ) : (
        <span aria-hidden="true" className={classes.loadingCell} />
      )}
    </div>
  );
});

function sameRow(a: TimelineGridRowProps, b: TimelineGridRowProps): boolean {
  return (
    a.row === b.row &&
    a.top === b.top &&
    a.width === b.width &&
    a.dayCount === b.dayCount &&
    a.unit === b.unit &&
    a.firstWindow === b.firstWindow &&
    a.cols === b.cols &&
    a.activeCol === b.activeCol &&
    a.format === b.format &&
    a.selected?.[0] === b.selected?.[0] &&
    a.selected?.[1] === b.selected?.[1] &&
    a.slices.length === b.slices.length &&
    a.slices.every((slice, n) => slice === b.slices[n])
  );
}
