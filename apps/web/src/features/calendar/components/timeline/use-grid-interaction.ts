import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type Cell,
  effectiveRect,
  type GridBounds,
  moveCell,
  type Selection,
  type SelectionRect,
} from './timeline-selection.ts';

/** Within this many pixels of the grid's edge (inside the sticky header and names), a drag scrolls. */
const EDGE = 48;
/** The most a drag scrolls per frame, at the very edge (less further in). */
const MAX_STEP = 24;
/** How far a drag at (x, y) scrolls the box per frame: faster nearer (or past) each edge. */
export function edgeScroll(
  box: { left: number; right: number; top: number; bottom: number },
  x: number,
  y: number,
) {
  const step = (past: number) => Math.round(Math.min(1, Math.max(0, past / EDGE)) * MAX_STEP);
  const dx =
    x > box.right - EDGE
      ? step(x - (box.right - EDGE))
      : x < box.left + EDGE
        ? -step(box.left + EDGE - x)
        : 0;
  const dy =
    y > box.bottom - EDGE
      ? step(y - (box.bottom - EDGE))
      : y < box.top + EDGE
        ? -step(box.top + EDGE - y)
        : 0;
  return { dx, dy };
}

const cellOf = (target: EventTarget | null): Cell | null => {
  const element = (target as HTMLElement | null)?.closest?.('[data-cell]');
  const value = element?.getAttribute('data-cell');
  if (!value) return null;
  const [row, col] = value.split(':').map(Number) as [number, number];
  return { row, col };
};

/**
 * The grid's active cell (the roving tab stop) and selection, driven by keys and the pointer:
 * arrows, Home/End, PageUp/PageDown move; with Shift they extend a rectangle of units × nights;
 * Enter opens the actions; Escape clears. A mouse drag selects (and scrolls the grid when it
 * reaches an edge); a tap selects one night.
 */
export function useGridInteraction({
  gridRef,
  bounds,
  initial,
  scrollTo,
  onOpenMenu,
  inset,
}: {
  gridRef: RefObject<HTMLElement | null>;
  bounds: GridBounds;
  initial: Cell;
  /** brings a cell into view (the virtualisers render it) */
  scrollTo: (cell: Cell) => void;
  onOpenMenu: (rect: SelectionRect, at: Cell) => void;
  /** what the sticky unit names (left) and dates (top) cover of the scrolling box, in pixels */
  inset: { left: number; top: number };
}) {
  const [rawActive, setActive] = useState<Cell>(initial);
  const [selection, setSelection] = useState<Selection | null>(null);
  // the row count can shrink (a refresh): the active cell stays inside the grid
  const active =
    bounds.rows > 0 && rawActive.row >= bounds.rows ? { ...rawActive, row: bounds.rows - 1 } : rawActive;
  const focusPending = useRef<Cell | null>(null);
  const dragging = useRef(false);
  /** ends a drag: the release listener goes (also when the grid unmounts mid-drag) */
  const stopDrag = useRef(() => {});
  const pointerType = useRef('mouse');
  const latest = useRef({ active, selection });
  latest.current = { active, selection };

  const focusCell = (cell: Cell) =>
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${cell.row}:${cell.col}"]`)
      ?.focus({ preventScroll: true });

  // after a move the new active cell is rendered (the virtualisers always include it): focus it,
  // on a later render if it is not there yet. The ref holds the cell itself: an effect of an
  // earlier render may run first and must not focus the old cell.
  useEffect(() => {
    const target = focusPending.current;
    if (!target) return;
    const focused = document.activeElement;
    // the host went elsewhere meanwhile: leave the focus there
    if (focused && focused !== document.body && !gridRef.current?.contains(focused)) {
      focusPending.current = null;
      return;
    }
    if (gridRef.current?.querySelector(`[data-cell="${target.row}:${target.col}"]`)) {
      focusPending.current = null;
      focusCell(target);
    }
  });

  const go = (cell: Cell, scroll = true) => {
    setActive(cell);
    focusPending.current = cell;
    if (scroll) scrollTo(cell);
  };

  const openMenu = () => {
    const { active: at, selection: current } = latest.current;
    const rect = effectiveRect(current, at);
    if (rect) onOpenMenu(rect, at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!cellOf(event.target) || event.altKey) return;
    if (event.key === 'Escape') {
      if (selection) {
        event.preventDefault();
        setSelection(null);
      }
      return;
    }
    if (event.key === 'Enter') {
      // on the row header, Enter follows the unit's link
      if (active.col < 0) return;
      event.preventDefault();
      openMenu();
      return;
    }
    const extend = event.shiftKey && active.col >= 0;
    const next = moveCell(
      active,
      event.key,
      { ctrl: event.ctrlKey || event.metaKey, minCol: extend ? 0 : -1 },
      bounds,
    );
    if (!next) return;
    event.preventDefault();
    setSelection(extend ? (current) => ({ anchor: current?.anchor ?? active, focus: next }) : null);
    go(next);
  };

  /** a drag reached `cell`: the selection's far corner and the active cell follow it */
  const dragTo = (cell: Cell | null) => {
    if (!cell || cell.col < 0) return;
    const { active: at } = latest.current;
    if (at.row === cell.row && at.col === cell.col) return;
    setSelection((current) => (current ? { anchor: current.anchor, focus: cell } : current));
    setActive(cell);
    latest.current = { active: cell, selection: latest.current.selection };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointerType.current = event.pointerType || 'mouse';
    const cell = cellOf(event.target);
    if (event.button !== 0 || !cell || cell.col < 0 || pointerType.current === 'touch') return;
    // no text selection while dragging; the cell is focused by hand instead
    event.preventDefault();
    const from = event.shiftKey ? (selection?.anchor ?? (active.col >= 0 ? active : cell)) : cell;
    setSelection({ anchor: from, focus: cell });
    go(cell, false);
    dragging.current = true;
    // near an edge of the grid the drag scrolls it, once per frame while the pointer stays there,
    // and the selection follows the night that comes under the pointer
    let pointer = { x: event.clientX, y: event.clientY };
    let frame = 0;
    const tick = () => {
      frame = 0;
      const box = gridRef.current;
      if (!box || !dragging.current) return;
      const r = box.getBoundingClientRect();
      const { dx, dy } = edgeScroll(
        { left: r.left + inset.left, right: r.right, top: r.top + inset.top, bottom: r.bottom },
        pointer.x,
        pointer.y,
      );
      if (!dx && !dy) return;
      box.scrollBy(dx, dy);
      // the night under the pointer, kept inside the grid when the pointer is beyond its edge
      const x = Math.min(Math.max(pointer.x, r.left + inset.left + 1), r.right - 2);
      const y = Math.min(Math.max(pointer.y, r.top + inset.top + 1), r.bottom - 2);
      dragTo(cellOf(document.elementFromPoint(x, y)));
      frame = requestAnimationFrame(tick);
    };
    const move = (e: globalThis.PointerEvent) => {
      pointer = { x: e.clientX, y: e.clientY };
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const up = () => {
      stopDrag.current();
      openMenu();
    };
    stopDrag.current();
    window.addEventListener('pointerup', up);
    window.addEventListener('pointermove', move);
    stopDrag.current = () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointermove', move);
      cancelAnimationFrame(frame);
      dragging.current = false;
      stopDrag.current = () => {};
    };
  };

  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    if (dragging.current) dragTo(cellOf(event.target));
  };

  // a tap on a touch screen: that night alone, with its actions (dragging would scroll instead)
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const cell = cellOf(event.target);
    if (pointerType.current !== 'touch' || !cell || cell.col < 0) return;
    setSelection({ anchor: cell, focus: cell });
    go(cell, false);
    latest.current = { active: cell, selection: { anchor: cell, focus: cell } };
    openMenu();
  };

  useEffect(() => () => stopDrag.current(), []);

  return {
    active,
    selection,
    clearSelection: () => setSelection(null),
    /** moves the active cell (and the view) to a night of the same row, e.g. "today" */
    goTo: (cell: Cell) => {
      setSelection(null);
      setActive(cell);
      scrollTo(cell);
    },
    focusActive: () => focusCell(latest.current.active),
    handlers: { onKeyDown, onPointerDown, onPointerOver, onClick },
  };
}
