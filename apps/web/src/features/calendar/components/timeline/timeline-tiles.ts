import { DAY_COUNT, PAGE_SIZE, PREFETCH_COLS, PREFETCH_ROWS } from './timeline-constants.ts';
import { windowOf } from './timeline-dates.ts';

/**
 * The timeline is fetched in tiles: a page of units (rows) for a window of nights (columns). What
 * is on screen (plus a margin) decides which tiles are asked for; fetched tiles stay cached.
 */
export interface Tile {
  /** 1-based, as the call counts */
  page: number;
  window: number;
}

/** Rows and columns on screen, inclusive; `rowTo` is -1 while no row is known. */
export interface VisibleRange {
  rowFrom: number;
  rowTo: number;
  colFrom: number;
  colTo: number;
}

export const pageOfRow = (row: number): number => Math.floor(row / PAGE_SIZE) + 1;
export const rowInPage = (row: number): number => row % PAGE_SIZE;
export const tileKey = (tile: Tile): string => `${tile.page}:${tile.window}`;

/**
 * The tiles that hold the range plus the prefetch margin. Before the row count is known
 * (`total` undefined), the first page only; an empty list has no tiles beyond the first page.
 */
export function tilesFor(range: VisibleRange, total: number | undefined, dayCount = DAY_COUNT): Tile[] {
  const lastRow = total === undefined ? 0 : Math.max(0, total - 1);
  const rowFrom = total === undefined ? 0 : Math.max(0, Math.min(range.rowFrom - PREFETCH_ROWS, lastRow));
  const rowTo = total === undefined ? 0 : Math.max(rowFrom, Math.min(range.rowTo + PREFETCH_ROWS, lastRow));
  const colFrom = Math.max(0, range.colFrom - PREFETCH_COLS);
  const colTo = Math.min(dayCount - 1, range.colTo + PREFETCH_COLS);
  const tiles: Tile[] = [];
  for (let page = pageOfRow(rowFrom); page <= pageOfRow(rowTo); page++) {
    for (let window = windowOf(colFrom); window <= windowOf(colTo); window++) tiles.push({ page, window });
  }
  return tiles;
}

/** The pages that hold rows [rowFrom, rowTo] (inclusive). */
export function pagesOf(rowFrom: number, rowTo: number): number[] {
  const pages: number[] = [];
  for (let page = pageOfRow(rowFrom); page <= pageOfRow(rowTo); page++) pages.push(page);
  return pages;
}
