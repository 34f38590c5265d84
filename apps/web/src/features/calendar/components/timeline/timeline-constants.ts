import { CALENDAR_RULES } from '@host-portal/contracts/calendar';

/** Units per request: one page of rows (the timeline call's default). */
export const PAGE_SIZE = CALENDAR_RULES.timelineDefaultUnits;
/**
 * Nights per request. Half of the most the call takes: the first screen arrives sooner and
 * scrolling right asks for the next window before the host reaches it.
 */
export const WINDOW_DAYS = Math.min(60, CALENDAR_RULES.timelineMaxDays);
/** Nights shown before today (a stay in progress, what just happened). */
export const PAST_DAYS = 14;
/** Nights shown from today on: two years, as far as imported calendars reach. */
export const FUTURE_DAYS = 731;
export const DAY_COUNT = PAST_DAYS + FUTURE_DAYS;

// Sizes in CSS pixels; the grid is laid out from them (the virtualisers need them up front)
export const ROW_HEIGHT = 56;
export const COL_WIDTH = 64;
export const HEADER_HEIGHT = 56;
export const NAME_WIDTH = 220;

/** Rendered beyond the viewport in each direction (keeps fast scrolling filled). */
export const ROW_OVERSCAN = 4;
export const COL_OVERSCAN = 6;
/** Fetched beyond what is rendered: the next page or window loads before it scrolls into view. */
export const PREFETCH_ROWS = 20;
export const PREFETCH_COLS = 21;
/** The first column shown at the left: two nights before today. */
export const INITIAL_COL = PAST_DAYS - 2;
