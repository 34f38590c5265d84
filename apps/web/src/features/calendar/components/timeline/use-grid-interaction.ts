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
 * Enter opens the actions; Escape clears. A mouse drag selects; a tap selects one night.
 */
export function useGridInteraction({
  gridRef,
  bounds,
  initial,
  scrollTo,
  onOpenMenu,
}: {
  gridRef: RefObject<HTMLElement | null>;
  bounds: GridBounds;
  initial: Cell;
  /** brings a cell into view (the virtualisers render it) */
  scrollTo: (cell: Cell) => void;
  onOpenMenu: (rect: SelectionRect, at: Cell) => void;
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
    const up = () => {
      stopDrag.current();
      openMenu();
    };
    stopDrag.current();
    window.addEventListener('pointerup', up);
    stopDrag.current = () => {
      window.removeEventListener('pointerup', up);
      dragging.current = false;
      stopDrag.current = () => {};
    };
  };

  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    if (!dragging.current) return;
    const cell = cellOf(event.target);
    if (!cell || cell.col < 0) return;
    const { active: at } = latest.current;
    if (at.row === cell.row && at.col === cell.col) return;
    setSelection((current) => (current ? { anchor: current.anchor, focus: cell } : current));
    setActive(cell);
    latest.current = { active: cell, selection: latest.current.selection };
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
