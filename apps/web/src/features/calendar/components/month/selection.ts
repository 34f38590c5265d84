import { addDays, addMonths, maxDate, minDate, weekday } from '../../calendar-dates.ts';

/** A range of nights chosen on the grid: where it started and where it now ends (either order). */
export interface Selection {
  anchor: string;
  focus: string;
}

/** The first and last night of a selection. */
export const selectionBounds = (s: Selection) => ({
  first: minDate(s.anchor, s.focus),
  last: maxDate(s.anchor, s.focus),
});

/**
 * The day a key moves the focus to (the WAI-ARIA date grid): arrows a day or a week, Home and End
 * the start and end of the week, Page Up and Page Down a month. Shift makes the selection follow.
 * Null for keys the grid leaves alone.
 */
export function moveByKey(date: string, key: string, weekStart: number): string | null {
  const column = (weekday(date) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -column);
    case 'End':
      return addDays(date, 6 - column);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/**
 * The selection after the focus moves to `to`: with Shift it grows from its anchor (or from the day
 * the focus left); without, it is the one night under the focus. Nights before `today` cannot be
 * chosen: a range stops at today, and a past day alone selects nothing.
 */
export function selectionAfterMove(
  current: Selection | null,
  from: string,
  to: string,
  extend: boolean,
  today: string,
): Selection | null {
  if (!extend) return to >= today ? { anchor: to, focus: to } : null;
  const anchor = current?.anchor ?? maxDate(from, today);
  return { anchor, focus: maxDate(to, today) };
}
