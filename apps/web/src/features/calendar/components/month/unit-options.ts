import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import type { TimelineParams } from '../../api/calendar-api.ts';
import { addDays } from '../../calendar-dates.ts';

/** How many units the selector lists per search. */
export const UNIT_OPTIONS_LIMIT = 20;

/**
 * The units for the selector come from the timeline call with a one-night window: the cheapest way to
 * list the host's units by title, with the same search the timeline has.
 */
export const unitOptionsParams = (today: string, search: string): TimelineParams => ({
  dateFrom: today,
  dateTo: addDays(today, 1),
  search,
  propertyId: '',
  page: 1,
  limit: UNIT_OPTIONS_LIMIT,
});

export const UNIT_SEARCH_DEBOUNCE_MS = CALENDAR_RULES.unitSearchDebounceMs;
