import { addDays, daysBetween, utcDate } from '../../calendar-dates.ts';
import { WINDOW_DAYS } from './timeline-constants.ts';

/**
 * Date math of the timeline on ISO days (`2031-06-12`). Days are counted as UTC day numbers, so
 * no time zone or daylight-saving change ever shifts a night (the day arithmetic is the calendar
 * feature's own: ../../calendar-dates.ts).
 */
const pad = (n: number) => String(n).padStart(2, '0');

export {
  addDays,
  dayNumber,
  daysBetween,
  fromDayNumber as isoOfDay,
  localToday,
  utcDate,
} from '../../calendar-dates.ts';

/** Saturday and Sunday nights (shaded lightly; the date's name says the weekday anyway). */
export const isWeekend = (iso: string): boolean => {
  const weekday = utcDate(iso).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The date of a column, counted from the timeline's first night. */
export const dateOfCol = (origin: string, col: number): string => addDays(origin, col);

/** The request window holding a column. */
export const windowOf = (col: number): number => Math.floor(col / WINDOW_DAYS);

/** A request window: its columns [firstCol, endCol) and its dates [dateFrom, dateTo). */
export interface DateWindow {
  index: number;
  firstCol: number;
  endCol: number;
  dateFrom: string;
  dateTo: string;
}

export function windowAt(origin: string, index: number, dayCount: number): DateWindow {
  const firstCol = index * WINDOW_DAYS;
  const endCol = Math.min(firstCol + WINDOW_DAYS, dayCount);
  return {
    index,
    firstCol,
    endCol,
    dateFrom: dateOfCol(origin, firstCol),
    dateTo: dateOfCol(origin, endCol),
  };
}

/** The months the columns [firstCol, lastCol] run through, each cut to that range (header labels). */
export interface MonthSegment {
  key: string;
  /** the first of the month, for its name */
  date: string;
  firstCol: number;
  /** exclusive */
  endCol: number;
}

export function monthSegments(origin: string, firstCol: number, lastCol: number): MonthSegment[] {
  const segments: MonthSegment[] = [];
  let col = firstCol;
  while (col <= lastCol) {
    const date = dateOfCol(origin, col);
    const [y, m] = date.split('-').map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
    const endCol = Math.min(col + daysBetween(date, nextMonth), lastCol + 1);
    segments.push({ key: date.slice(0, 7), date: `${date.slice(0, 7)}-01`, firstCol: col, endCol });
    col = endCol;
  }
  return segments;
}
