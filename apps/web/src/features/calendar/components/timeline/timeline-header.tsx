import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import classes from './timeline.module.css';
import { COL_WIDTH, NAME_WIDTH } from './timeline-constants.ts';
import { dateOfCol, isWeekend, monthSegments } from './timeline-dates.ts';
import type { TimelineFormat } from './use-timeline-format.ts';

/**
 * The sticky date header: month names over the nights on screen (each month's name stays at the
 * left while it is in view), then weekday and day per night with today marked.
 */
export const TimelineHeader = memo(function TimelineHeader({
  cols,
  firstVisible,
  width,
  format,
}: {
  cols: readonly VirtualItem[];
  /** the first night in view (not overscan): its month's name shows at the left */
  firstVisible: number;
  width: number;
  format: TimelineFormat;
}) {
  const { t, origin, todayCol } = format;
  const first = Math.max(firstVisible, cols[0]?.index ?? 0);
  const last = cols.at(-1)?.index ?? -1;
  const months = last >= first ? monthSegments(origin, first, last) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way
    <div role="rowgroup" className={classes.header} style={{ width }}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way; headers are not navigated */}
      <div role="row" aria-rowindex={1} className={classes.headerRow}>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way; headers are not navigated */}
        <div role="columnheader" aria-colindex={1} className={classes.corner}>
          {t('calendar.timeline.unitColumn')}
        </div>
        {cols.map((item) => {
          const date = dateOfCol(origin, item.index);
          const today = item.index === todayCol;
          return (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way; headers are not navigated
            <div
              key={item.key}
              role="columnheader"
              aria-colindex={item.index + 2}
              className={classes.day}
              data-weekend={isWeekend(date) || undefined}
              data-today={today || undefined}
              style={{ left: item.start }}
            >
              <span aria-hidden="true">{format.weekday(item.index)}</span>
              <span aria-hidden="true" className={classes.dayNumber}>
                {format.day(item.index)}
              </span>
              <span className="hp-visually-hidden">
                {today
                  ? t('calendar.timeline.cell.today', { date: format.dateLong(item.index) })
                  : format.dateLong(item.index)}
              </span>
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className={classes.months}>
        {months.map((month) => (
          <div
            key={month.key}
            className={classes.month}
            style={{
              left: NAME_WIDTH + month.firstCol * COL_WIDTH,
              width: (month.endCol - month.firstCol) * COL_WIDTH,
            }}
          >
            {format.month(month.date)}
          </div>
        ))}
      </div>
    </div>
  );
});
