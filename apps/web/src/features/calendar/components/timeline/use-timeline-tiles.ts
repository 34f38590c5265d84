import type { Timeline, TimelineRow } from '@host-portal/contracts/calendar';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { calendarKeys, type TimelineParams, timelineQueryOptions } from '../../api/calendar-api.ts';
import { DAY_COUNT, PAGE_SIZE } from './timeline-constants.ts';
import { windowAt } from './timeline-dates.ts';
import {
  pageOfRow,
  pagesOf,
  rowInPage,
  type Tile,
  tileKey,
  tilesFor,
  type VisibleRange,
} from './timeline-tiles.ts';

export interface TimelineFilters {
  search: string;
  propertyId: string;
}

export interface TimelineTiles {
  /** units matching the filters; undefined until the first answer */
  total: number | undefined;
  /** the unit of a row, from any window fetched for its page */
  rowAt: (row: number) => TimelineRow | undefined;
  /** a row's answer for one request window (its nights and entries), when fetched */
  sliceAt: (row: number, window: number) => TimelineRow | undefined;
  /** the first failure among the tiles on screen */
  error: unknown;
  retry: () => void;
  /** the units of rows [rowFrom, rowTo], fetching pages not loaded yet */
  resolveRows: (rowFrom: number, rowTo: number, window: number) => Promise<TimelineRow[]>;
}

/**
 * The timeline's data for what is on screen: one query per tile (a page of units × a window of
 * nights). Pages are asked for as rows scroll into view, windows as nights do; every tile stays in
 * the query cache, so scrolling back shows it at once.
 */
export function useTimelineTiles(
  filters: TimelineFilters,
  origin: string,
  range: VisibleRange,
): TimelineTiles {
  const queryClient = useQueryClient();
  const paramsOf = useCallback(
    (tile: Tile): TimelineParams => {
      const window = windowAt(origin, tile.window, DAY_COUNT);
      return {
        dateFrom: window.dateFrom,
        dateTo: window.dateTo,
        search: filters.search,
        propertyId: filters.propertyId,
        page: tile.page,
        limit: PAGE_SIZE,
      };
    },
    [origin, filters.search, filters.propertyId],
  );
  const cached = useCallback(
    (tile: Tile) => queryClient.getQueryData<Timeline>(timelineQueryOptions(paramsOf(tile)).queryKey),
    [queryClient, paramsOf],
  );

  // the row count is the same in every window: any answer for these filters gives it
  const known = queryClient.getQueriesData<Timeline>({
    queryKey: [
      ...calendarKeys.all,
      'timeline',
      { search: filters.search, propertyId: filters.propertyId, limit: PAGE_SIZE },
    ],
  });
  const total = known.find(([, data]) => data)?.[1]?.pagination.total;

  const tiles = tilesFor(range, total);
  const results = useQueries({
    queries: tiles.map((tile) => ({
      ...timelineQueryOptions(paramsOf(tile)),
      // each tile is its own page: another page's rows must never stand in for it
      placeholderData: undefined,
    })),
  });
  const loaded = new Map<string, Timeline>();
  tiles.forEach((tile, n) => {
    const data = results[n]?.data;
    if (data) loaded.set(tileKey(tile), data);
  });
  const dataOf = (tile: Tile) => loaded.get(tileKey(tile)) ?? cached(tile);

  const sliceAt = (row: number, window: number) =>
    dataOf({ page: pageOfRow(row), window })?.items[rowInPage(row)];
  const rowAt = (row: number) => {
    const page = pageOfRow(row);
    for (const tile of tiles) {
      if (tile.page !== page) continue;
      const item = loaded.get(tileKey(tile))?.items[rowInPage(row)];
      if (item) return item;
    }
    return undefined;
  };
  const failed = results.filter((result) => result.isError);

  return {
    total,
    rowAt,
    sliceAt,
    error: failed[0]?.error ?? null,
    retry: () => {
      for (const result of failed) void result.refetch();
    },
    resolveRows: async (rowFrom, rowTo, window) => {
      const pages = await Promise.all(
        pagesOf(rowFrom, rowTo).map((page) =>
          queryClient.ensureQueryData(timelineQueryOptions(paramsOf({ page, window }))),
        ),
      );
      const first = (pageOfRow(rowFrom) - 1) * PAGE_SIZE;
      return pages.flatMap((data) => data.items).slice(rowFrom - first, rowTo - first + 1);
    },
  };
}
