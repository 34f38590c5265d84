import type { BulkAction } from '@host-portal/contracts/calendar';
import { defaultRangeExtractor, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import classes from './timeline.module.css';
import { TimelineActionMenu } from './timeline-action-menu.tsx';
import {
  COL_OVERSCAN,
  COL_WIDTH,
  DAY_COUNT,
  HEADER_HEIGHT,
  NAME_WIDTH,
  ROW_HEIGHT,
  ROW_OVERSCAN,
} from './timeline-constants.ts';
import { windowOf } from './timeline-dates.ts';
import { TimelineGridRow } from './timeline-grid-row.tsx';
import { TimelineHeader } from './timeline-header.tsx';
import { menuLinks, selectionSummary } from './timeline-menu-content.ts';
import { type Cell, rowSlice, type SelectionRect, selectionRect } from './timeline-selection.ts';
import type { VisibleRange } from './timeline-tiles.ts';
import { useGridInteraction } from './use-grid-interaction.ts';
import type { TimelineFormat } from './use-timeline-format.ts';
import type { TimelineTiles } from './use-timeline-tiles.ts';

/** What the page can ask of the grid (the toolbar's Today and Go to date). */
export interface TimelineGridApi {
  showCol: (col: number) => void;
}

/** Keeps an index rendered although it is out of view: the active cell is the grid's tab stop. */
const keeping = (range: Range, index: number) => {
  const indexes = defaultRangeExtractor(range);
  if (index >= 0 && index < range.count && !indexes.includes(index)) {
    indexes.push(index);
    indexes.sort((a, b) => a - b);
  }
  return indexes;
};

/**
 * The multi-unit timeline as a WAI-ARIA grid: units as rows, nights as columns, both virtualised
 * (only what is in view is in the DOM), a sticky header and unit column. The full counts go to
 * aria-rowcount/aria-colcount, each rendered row and cell carries its index.
 */
export function TimelineGrid({
  tiles,
  total,
  format,
  label,
  describedBy,
  initialCol,
  apiRef,
  onRange,
  onAction,
}: {
  tiles: TimelineTiles;
  total: number;
  format: TimelineFormat;
  label: string;
  describedBy?: string;
  initialCol: number;
  apiRef?: RefObject<TimelineGridApi | null>;
  onRange: (range: VisibleRange) => void;
  onAction: (action: BulkAction, rect: SelectionRect) => void;
}) {
  const { t, todayCol } = format;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ rect: SelectionRect; at: Cell } | null>(null);
  // the interaction scrolls through the virtualisers, which are made after it (they keep its
  // active cell rendered)
  const virtual = useRef<{
    rows?: Virtualizer<HTMLDivElement, Element>;
    cols?: Virtualizer<HTMLDivElement, Element>;
  }>({});
  const scrollTo = (cell: Cell) => {
    virtual.current.rows?.scrollToIndex(cell.row, { align: 'auto' });
    if (cell.col >= 0) virtual.current.cols?.scrollToIndex(cell.col, { align: 'auto' });
  };
  const viewHeight = virtual.current.rows?.scrollRect?.height ?? 0;
  const grid = useGridInteraction({
    gridRef: scrollRef,
    inset: { left: NAME_WIDTH, top: HEADER_HEIGHT },
    bounds: {
      rows: total,
      cols: DAY_COUNT,
      pageRows: Math.max(1, Math.floor((viewHeight - HEADER_HEIGHT) / ROW_HEIGHT)),
    },
    initial: { row: 0, col: Math.max(0, todayCol) },
    scrollTo,
    onOpenMenu: (rect, at) => setMenu({ rect, at }),
  });
  const { active, selection } = grid;
  // the last night the host was on stays rendered while the row header is active
  const lastCol = useRef(active.col);
  if (active.col >= 0) lastCol.current = active.col;
  const keepCol = lastCol.current;

  const rows = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: ROW_OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor: useCallback((range: Range) => keeping(range, active.row), [active.row]),
    useFlushSync: false,
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: DAY_COUNT,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COL_WIDTH,
    overscan: COL_OVERSCAN,
    paddingStart: NAME_WIDTH,
    scrollPaddingStart: NAME_WIDTH,
    initialOffset: initialCol * COL_WIDTH,
    rangeExtractor: useCallback((range: Range) => keeping(range, keepCol), [keepCol]),
    useFlushSync: false,
  });
  virtual.current = { rows, cols };

  useImperativeHandle(apiRef, () => ({
    showCol: (col: number) => grid.goTo({ row: active.row, col }),
  }));

  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  const visibleRows = rows.range;
  const visibleCols = cols.range;
  const rowFrom = visibleRows?.startIndex ?? 0;
  const rowTo = visibleRows?.endIndex ?? Math.min(total - 1, 20);
  const colFrom = visibleCols?.startIndex ?? initialCol;
  const colTo = visibleCols?.endIndex ?? initialCol + 20;
  useEffect(() => onRange({ rowFrom, rowTo, colFrom, colTo }), [onRange, rowFrom, rowTo, colFrom, colTo]);

  // the first night not under the sticky unit column: its month's name shows at the left
  const firstUncovered = Math.ceil((cols.scrollOffset ?? initialCol * COL_WIDTH) / COL_WIDTH);
  const width = cols.getTotalSize();
  const height = rows.getTotalSize();
  const firstWindow = windowOf(colItems[0]?.index ?? 0);
  const lastWindow = windowOf(colItems.at(-1)?.index ?? 0);
  const rect = selection ? selectionRect(selection) : null;

  const closeMenu = () => {
    setMenu(null);
    grid.focusActive();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way */}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-describedby={describedBy}
        aria-rowcount={total + 1}
        aria-colcount={DAY_COUNT + 1}
        aria-multiselectable="true"
        className={classes.scroller}
        // no empty box under a short list
        style={{ maxHeight: height + 2 }}
        {...grid.handlers}
        onPointerDown={(event) => {
          // the menu is rendered in a portal, but React bubbles its events here: a press on one
          // of its items must not close it before the item's click
          if (!scrollRef.current?.contains(event.target as Node)) return;
          if (menu) setMenu(null);
          grid.handlers.onPointerDown(event);
        }}
      >
        <div className={classes.inner} style={{ width, height }}>
          <TimelineHeader cols={colItems} firstVisible={firstUncovered} width={width} format={format} />
          {/* biome-ignore lint/a11y/useSemanticElements: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way */}
          <div role="rowgroup">
            {rowItems.map((item) => {
              const row = item.index;
              const slices = [];
              for (let w = firstWindow; w <= lastWindow; w++) slices.push(tiles.sliceAt(row, w));
              return (
                <TimelineGridRow
                  key={item.key}
                  row={row}
                  top={item.start}
                  width={width}
                  dayCount={DAY_COUNT}
                  unit={tiles.rowAt(row)}
                  slices={slices}
                  firstWindow={firstWindow}
                  cols={colItems}
                  activeCol={active.row === row ? active.col : null}
                  selected={rowSlice(rect, row)}
                  format={format}
                />
              );
            })}
          </div>
          {menu && (
            <TimelineActionMenu
              opened
              position={{
                left: NAME_WIDTH + menu.at.col * COL_WIDTH,
                top: HEADER_HEIGHT + (menu.at.row + 1) * ROW_HEIGHT,
              }}
              summary={selectionSummary(menu.rect, format)}
              links={menuLinks(menu.at, tiles, format)}
              canClear={selection !== null}
              onAction={(action) => {
                setMenu(null);
                onAction(action, menu.rect);
              }}
              onClear={() => {
                grid.clearSelection();
                closeMenu();
              }}
              onClose={closeMenu}
              t={t}
            />
          )}
        </div>
      </div>
      <div role="status" className="hp-visually-hidden">
        {rect ? selectionSummary(rect, format) : ''}
      </div>
    </>
  );
}
