import type { UnitCalendar } from '@host-portal/contracts/calendar';
import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { unitCalendarQueryOptions } from '../../api/calendar-api.ts';
import { type CalendarData, mergeCalendars } from './calendar-data.ts';
import { calendarWindows } from './calendar-window.ts';

interface Combined {
  calendars: (UnitCalendar | undefined)[];
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

// module level, so that TanStack Query keeps the combined result while the calls do not change
function combine(results: QueryObserverResult<UnitCalendar>[]): Combined {
  return {
    calendars: results.map((r) => r.data),
    isPending: results.some((r) => r.isPending),
    isFetching: results.some((r) => r.isFetching),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}

/**
 * The nights and entries of `monthCount` months of a unit from `firstMonth`, loaded in the calls of
 * `calendarWindows` (000 section 7). While more months load, the months loaded before stay on
 * screen: their calls are kept and merged under the new ones.
 */
export function useMonthCalendar(unitId: string, firstMonth: string, monthCount: number) {
  const windows = useMemo(() => calendarWindows(firstMonth, monthCount), [firstMonth, monthCount]);
  const result = useQueries({
    queries: windows.map((w) => unitCalendarQueryOptions(unitId, w.dateFrom, w.dateTo)),
    combine,
  });
  const { calendars } = result;
  const previous = useRef<UnitCalendar[]>([]);
  const complete = calendars.every(Boolean);
  const data = useMemo<CalendarData | null>(() => {
    const fresh = calendars.filter((c): c is UnitCalendar => Boolean(c));
    const sources = fresh.length === calendars.length ? fresh : [...previous.current, ...fresh];
    return sources.length ? mergeCalendars(sources) : null;
  }, [calendars]);
  useEffect(() => {
    if (complete) previous.current = calendars as UnitCalendar[];
  }, [calendars, complete]);
  return {
    data,
    isPending: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    refetch: result.refetch,
  };
}
