import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, PREFETCH_COLS, PREFETCH_ROWS, WINDOW_DAYS } from './timeline-constants.ts';
import { pageOfRow, pagesOf, rowInPage, tilesFor } from './timeline-tiles.ts';

describe('timeline tiles', () => {
  it('numbers pages from 1 and rows within them from 0', () => {
    expect(pageOfRow(0)).toBe(1);
    expect(pageOfRow(PAGE_SIZE - 1)).toBe(1);
    expect(pageOfRow(PAGE_SIZE)).toBe(2);
    expect(rowInPage(PAGE_SIZE + 3)).toBe(3);
    expect(pagesOf(PAGE_SIZE - 1, 2 * PAGE_SIZE)).toEqual([1, 2, 3]);
  });

  it('asks only for the first page until the row count is known', () => {
    const tiles = tilesFor({ rowFrom: 0, rowTo: 12, colFrom: 30, colTo: 40 }, undefined, 700);
    expect(new Set(tiles.map((tile) => tile.page))).toEqual(new Set([1]));
  });

  it('covers the rows and nights in view plus the prefetch margin, never beyond the list', () => {
    const rowFrom = 3 * PAGE_SIZE + 5;
    const tiles = tilesFor(
      { rowFrom, rowTo: rowFrom + 12, colFrom: WINDOW_DAYS - 10, colTo: WINDOW_DAYS - 1 },
      1000,
      700,
    );
    const pages = [...new Set(tiles.map((tile) => tile.page))];
    const windows = [...new Set(tiles.map((tile) => tile.window))];
    expect(pages).toEqual(pagesOf(rowFrom - PREFETCH_ROWS, rowFrom + 12 + PREFETCH_ROWS));
    // the next window is fetched before it scrolls into view
    expect(windows).toEqual([0, 1]);
    expect(PREFETCH_COLS).toBeGreaterThan(0);

    const short = tilesFor({ rowFrom: 0, rowTo: 12, colFrom: 0, colTo: 10 }, 8, 700);
    expect(short).toEqual([{ page: 1, window: 0 }]);
  });
});
