import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { moveByKey, type Selection, selectionAfterMove } from './selection.ts';

interface Options {
  today: string;
  /** the first and last day on screen */
  firstDay: string;
  lastDay: string;
  weekStart: number;
  /** the focus moves past the last month shown: show the months up to `date` */
  onReach: (date: string) => void;
  /** Enter, or the second tap of a touch range: the action panel opens */
  onOpen: () => void;
}

const dateOf = (target: EventTarget): string | null =>
  target instanceof Element
    ? ((target.closest('[data-date]') as HTMLElement | null)?.dataset.date ?? null)
    : null;

/** Labels on the bars are links and buttons of their own: the grid leaves their clicks and keys alone. */
const onControl = (target: EventTarget): boolean =>
  target instanceof Element && target.closest('a,button') !== null;

/**
 * Focus and selection of the month grids, handled once on their container for every cell (the cells
 * carry no handlers, so they stay memoised). One tab stop, the focused day; arrows, Home/End and
 * Page Up/Down move it and the selection follows, Shift grows the selection, Enter opens the panel,
 * Escape clears. A mouse selects by pressing (Shift or dragging grows); a touch screen by tapping the
 * first night, then the last.
 */
export function useGridSelection({ today, firstDay, lastDay, weekStart, onReach, onOpen }: Options) {
  const [focused, setFocused] = useState(today);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const dragging = useRef(false);
  const pressed = useRef(false);
  const [tapStart, setTapStart] = useState<string | null>(null);

  // after a key moves the focus, move the browser's focus too (once the day is on screen)
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastDay grows when the day was not shown yet
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = containerRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`);
    if (cell) {
      focusPending.current = false;
      cell.focus();
    }
  }, [focused, lastDay]);

  useEffect(() => {
    const up = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, []);

  const focusGrid = useCallback(() => {
    containerRef.current?.querySelector<HTMLElement>('[tabindex="0"][data-date]')?.focus();
  }, []);

  const clear = useCallback(() => {
    setSelection(null);
    setPanelOpen(false);
    setTapStart(null);
  }, []);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const date = dateOf(e.target);
    if (!date || onControl(e.target)) return;
    if (e.key === 'Escape') {
      if (selection || panelOpen) e.preventDefault();
      clear();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (e.key === ' ' || !selection) {
        if (date < today) return;
        setSelection({ anchor: date, focus: date });
      }
      if (e.key === 'Enter') {
        setPanelOpen(true);
        onOpen();
      }
      return;
    }
    let next = moveByKey(date, e.key, weekStart);
    if (!next) return;
    e.preventDefault();
    if (next < firstDay) next = firstDay;
    if (next > lastDay) onReach(next);
    focusPending.current = true;
    setTapStart(null);
    setFocused(next);
    setSelection((current) => selectionAfterMove(current, date, next, e.shiftKey, today));
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || onControl(e.target)) return;
    const date = dateOf(e.target);
    if (!date || date < today) return;
    pressed.current = true;
    dragging.current = true;
    setTapStart(null);
    setFocused(date);
    setSelection((current) =>
      e.shiftKey && current ? { anchor: current.anchor, focus: date } : { anchor: date, focus: date },
    );
  };

  const onPointerOver = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const date = dateOf(e.target);
    if (!date || date < today) return;
    setSelection((current) => (current && current.focus !== date ? { ...current, focus: date } : current));
  };

  // a tap (or a click without a mouse press before it): the first night, then the last
  const onClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (pressed.current) {
      pressed.current = false;
      return;
    }
    if (onControl(e.target)) return;
    const date = dateOf(e.target);
    if (!date || date < today) return;
    setFocused(date);
    if (tapStart && date >= tapStart) {
      setTapStart(null);
      setSelection({ anchor: tapStart, focus: date });
      setPanelOpen(true);
      onOpen();
    } else {
      setTapStart(date);
      setSelection({ anchor: date, focus: date });
    }
  };

  return {
    focused,
    selection,
    panelOpen,
    setPanelOpen,
    clear,
    focusGrid,
    /** the first night of a touch range is chosen, its last is awaited */
    awaitingEnd: tapStart !== null,
    gridProps: { ref: containerRef, onKeyDown, onPointerDown, onPointerOver, onClick },
  };
}
