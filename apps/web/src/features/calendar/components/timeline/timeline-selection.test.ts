import { describe, expect, it } from 'vitest';
import {
  effectiveRect,
  moveCell,
  rectNights,
  rectUnits,
  rowSlice,
  selectionRect,
} from './timeline-selection.ts';

const bounds = { rows: 10, cols: 30, pageRows: 4 };

describe('timeline selection', () => {
  it('moves with arrows, stopping at the edges; column -1 is the row header', () => {
    expect(moveCell({ row: 2, col: 5 }, 'ArrowDown', {}, bounds)).toEqual({ row: 3, col: 5 });
    expect(moveCell({ row: 0, col: 5 }, 'ArrowUp', {}, bounds)).toEqual({ row: 0, col: 5 });
    expect(moveCell({ row: 2, col: 0 }, 'ArrowLeft', {}, bounds)).toEqual({ row: 2, col: -1 });
    expect(moveCell({ row: 2, col: -1 }, 'ArrowLeft', {}, bounds)).toEqual({ row: 2, col: -1 });
    expect(moveCell({ row: 2, col: 29 }, 'ArrowRight', {}, bounds)).toEqual({ row: 2, col: 29 });
    expect(moveCell({ row: 2, col: 5 }, 'x', {}, bounds)).toBeNull();
  });

  it('goes to the row’s start and end, the grid’s corners with Ctrl, and a screen of rows with PageUp/PageDown', () => {
    expect(moveCell({ row: 2, col: 5 }, 'Home', {}, bounds)).toEqual({ row: 2, col: -1 });
    expect(moveCell({ row: 2, col: 5 }, 'End', {}, bounds)).toEqual({ row: 2, col: 29 });
    expect(moveCell({ row: 2, col: 5 }, 'Home', { ctrl: true }, bounds)).toEqual({ row: 0, col: -1 });
    expect(moveCell({ row: 2, col: 5 }, 'End', { ctrl: true }, bounds)).toEqual({ row: 9, col: 29 });
    expect(moveCell({ row: 2, col: 5 }, 'PageDown', {}, bounds)).toEqual({ row: 6, col: 5 });
    expect(moveCell({ row: 8, col: 5 }, 'PageDown', {}, bounds)).toEqual({ row: 9, col: 5 });
    expect(moveCell({ row: 2, col: 5 }, 'PageUp', {}, bounds)).toEqual({ row: 0, col: 5 });
  });

  it('keeps a selection on nights (minCol 0) and makes a rectangle from anchor and focus', () => {
    expect(moveCell({ row: 2, col: 0 }, 'ArrowLeft', { minCol: 0 }, bounds)).toEqual({ row: 2, col: 0 });
    const rect = selectionRect({ anchor: { row: 4, col: 9 }, focus: { row: 2, col: 6 } });
    expect(rect).toEqual({ rowFrom: 2, rowTo: 4, colFrom: 6, colTo: 9 });
    expect(rectUnits(rect)).toBe(3);
    expect(rectNights(rect)).toBe(4);
    expect(rowSlice(rect, 3)).toEqual([6, 9]);
    expect(rowSlice(rect, 5)).toBeNull();
  });

  it('acts on the active night alone without a selection, and on nothing from a row header', () => {
    expect(effectiveRect(null, { row: 1, col: 3 })).toEqual({ rowFrom: 1, rowTo: 1, colFrom: 3, colTo: 3 });
    expect(effectiveRect(null, { row: 1, col: -1 })).toBeNull();
  });

  it('does not move in an empty grid', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowDown', {}, { ...bounds, rows: 0 })).toBeNull();
  });
});
