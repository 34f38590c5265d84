import type {
  BulkEdit,
  BulkEditResult,
  CalendarConflict,
  CalendarSettings,
  Feed,
  FeedInput,
  Timeline,
  TimelineWire,
  UnitCalendar,
} from '@host-portal/contracts/calendar';
import { decodeTimeline } from '@host-portal/contracts/calendar';
import type { Unit } from '@host-portal/contracts/units';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const enc = encodeURIComponent;
const unitPath = (unitId: string) => `/api/app/properties/${enc(unitId)}`;

export interface TimelineParams {
  dateFrom: string;
  dateTo: string;
  search: string;
  propertyId: string;
  page: number;
  limit: number;
}

/** Query keys of the calendar area; every query and invalidation goes through these. */
export const calendarKeys = {
  all: ['calendar'] as const,
  unit: (unitId: string, dateFrom: string, dateTo: string) =>
    [...calendarKeys.all, 'unit', unitId, dateFrom, dateTo] as const,
  unitAll: (unitId: string) => [...calendarKeys.all, 'unit', unitId] as const,
  timeline: (params: TimelineParams) => [...calendarKeys.all, 'timeline', params] as const,
  settings: (unitId: string) => [...calendarKeys.all, 'settings', unitId] as const,
  conflicts: (unitId?: string) => [...calendarKeys.all, 'conflicts', unitId ?? 'all'] as const,
};

// ---------------------------------------------------------------------------------------------
// Reads

/** One unit's entries and nights for [dateFrom, dateTo) (000 section 7, "Calendar"). */
export const unitCalendarQueryOptions = (unitId: string, dateFrom: string, dateTo: string) =>
  queryOptions({
    queryKey: calendarKeys.unit(unitId, dateFrom, dateTo),
    queryFn: ({ signal }) =>
      api.get<UnitCalendar>(`${unitPath(unitId)}/unavailabilities`, { query: { dateFrom, dateTo }, signal }),
    placeholderData: keepPreviousData,
  });
export const useUnitCalendar = (unitId: string, dateFrom: string, dateTo: string, enabled = true) =>
  useQuery({ ...unitCalendarQueryOptions(unitId, dateFrom, dateTo), enabled });

/** A page of units (rows) with their entries and nights for a window: the timeline. */
export const timelineQueryOptions = (params: TimelineParams) =>
  queryOptions({
    queryKey: calendarKeys.timeline(params),
    queryFn: async ({ signal }): Promise<Timeline> =>
      decodeTimeline(
        await api.get<TimelineWire>('/api/app/calendar/timeline', {
          query: {
            dateFrom: params.dateFrom,
            dateTo: params.dateTo,
            search: params.search,
            propertyId: params.propertyId,
            page: params.page,
            limit: params.limit,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useTimeline = (params: TimelineParams, enabled = true) =>
  useQuery({ ...timelineQueryOptions(params), enabled });

export const useCalendarSettings = (unitId: string) =>
  useQuery({
    queryKey: calendarKeys.settings(unitId),
    queryFn: ({ signal }) => api.get<CalendarSettings>(`${unitPath(unitId)}/calendar-settings`, { signal }),
  });

/** Imported events over a stay, waiting for the host (all units, or one). */
export const useCalendarConflicts = (unitId?: string) =>
  useQuery({
    queryKey: calendarKeys.conflicts(unitId),
    queryFn: ({ signal }) =>
      api.get<{ items: CalendarConflict[] }>('/api/app/calendar/conflicts', { query: { unitId }, signal }),
  });

// ---------------------------------------------------------------------------------------------
// Writes: each refreshes everything the calendar area shows (the pages show failures themselves)

const SILENT = { silentError: true } as const;

function useCalendarMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: SILENT,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export type RangeAction = 'block' | 'unblock';
/** Block or open [dateFrom, dateTo) of one unit (409 names the stay a block would cover). */
export const useRangeAction = (unitId: string) =>
  useCalendarMutation((v: { action: RangeAction; dateFrom: string; dateTo: string }) =>
    api.post<UnitCalendar>(`${unitPath(unitId)}/unavailabilities/${v.action}`, {
      dateFrom: v.dateFrom,
      dateTo: v.dateTo,
    }),
  );

/** Block, unblock or price many units and nights; `preview: true` changes nothing. */
export const useBulkEdit = () =>
  useCalendarMutation((body: BulkEdit) => api.post<BulkEditResult>('/api/app/calendar/bulk', body));
/** The preview alone, without refreshing anything. */
export const previewBulkEdit = (body: BulkEdit) =>
  api.post<BulkEditResult>('/api/app/calendar/bulk', { ...body, preview: true });
export const useUndoBulkEdit = () =>
  useCalendarMutation(() =>
    api.post<{ editId: string; action: string; units: number }>('/api/app/calendar/bulk/undo'),
  );

export const useRotateExport = (unitId: string) =>
  useCalendarMutation(() =>
    api.post<CalendarSettings>(`${unitPath(unitId)}/calendar-settings/rotate-export`),
  );
export const useAddFeed = (unitId: string) =>
  useCalendarMutation((input: FeedInput) => api.post<Feed>(`${unitPath(unitId)}/calendar-feeds`, input));
export const useUpdateFeed = (unitId: string) =>
  useCalendarMutation((v: { feedId: string; input: FeedInput }) =>
    api.put<Feed>(`${unitPath(unitId)}/calendar-feeds/${enc(v.feedId)}`, v.input),
  );
export const useRemoveFeed = (unitId: string) =>
  useCalendarMutation((feedId: string) =>
    api.delete<null>(`${unitPath(unitId)}/calendar-feeds/${enc(feedId)}`),
  );
export const useSyncFeed = (unitId: string) =>
  useCalendarMutation((feedId: string) =>
    api.post<Feed>(`${unitPath(unitId)}/calendar-feeds/${enc(feedId)}/sync`),
  );
export const useResolveConflict = () =>
  useCalendarMutation((id: string) => api.post<null>(`/api/app/calendar/conflicts/${enc(id)}/resolve`));

// ---------------------------------------------------------------------------------------------
// The unit behind a calendar page (its title for the heading and selector, its property for links)

/** The unit's own call (the units area's), read here for the calendar page's heading. */
export const unitSummaryKey = (unitId: string) => [...calendarKeys.all, 'unit-summary', unitId] as const;
export const useUnitSummary = (unitId: string) =>
  useQuery({
    queryKey: unitSummaryKey(unitId),
    queryFn: ({ signal }) =>
      api.get<Pick<Unit, 'id' | 'title' | 'propertyId' | 'state'>>(`/api/app/property-unit/${enc(unitId)}`, {
        signal,
      }),
  });
