import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import { addDays, addMonths, daysBetween, minDate, monthStart } from '../../calendar-dates.ts';

/** A half-open range of nights, [dateFrom, dateTo), like a stay. */
export interface DateWindow {
  dateFrom: string;
  dateTo: string;
}

interface WindowRules {
  windowExtraMonths: number;
  windowExtraDays: number;
  maxDays: number;
}

/** The days on screen: `monthCount` whole months from the month of `firstMonth`. */
export function shownDays(firstMonth: string, monthCount: number): DateWindow {
  const dateFrom = monthStart(firstMonth);
  return { dateFrom, dateTo: addMonths(dateFrom, Math.max(1, monthCount)) };
}

/**
 * The calls that load the months on screen (000 section 7): from the first day shown up to the last
 * day shown plus one month plus 14 days, so that a stay running past the last month is whole, cut
 * into calls of at most `maxDays` days (the server's limit), each starting where the last ended.
 */
export function calendarWindows(
  firstMonth: string,
  monthCount: number,
  rules: WindowRules = CALENDAR_RULES,
): DateWindow[] {
  const shown = shownDays(firstMonth, monthCount);
  const lastShown = addDays(shown.dateTo, -1);
  const end = addDays(addMonths(lastShown, rules.windowExtraMonths), rules.windowExtraDays);
  const windows: DateWindow[] = [];
  for (let from = shown.dateFrom; from < end; from = addDays(from, rules.maxDays)) {
    windows.push({ dateFrom: from, dateTo: minDate(addDays(from, rules.maxDays), end) });
  }
  return windows;
}

/** Whether every night of `inner` lies in `outer`. */
export const covers = (outer: DateWindow, inner: DateWindow): boolean =>
  outer.dateFrom <= inner.dateFrom && inner.dateTo <= outer.dateTo;

/** The nights of a selection from its first to its last night: [first, last + 1). */
export const nightsRange = (first: string, last: string): DateWindow => ({
  dateFrom: first,
  dateTo: addDays(last, 1),
});

export const nightCount = (range: DateWindow): number => daysBetween(range.dateFrom, range.dateTo);
