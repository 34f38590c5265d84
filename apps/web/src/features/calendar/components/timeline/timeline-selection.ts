/**
 * Keyboard movement and rectangular selection of the timeline grid (WAI-ARIA grid pattern).
 * A cell is a row (unit) and a column (night); column -1 is the row header (the unit's name).
 */
export interface Cell {
  row: number;
  col: number;
}

export interface GridBounds {
  rows: number;
  cols: number;
  /** rows in one screen (PageUp / PageDown) */
  pageRows: number;
}

/** Where a key moves the active cell, or null when the key does not move it. */
export function moveCell(
  cell: Cell,
  key: string,
  { ctrl = false, minCol = -1 }: { ctrl?: boolean; minCol?: number },
  bounds: GridBounds,
): Cell | null {
  if (bounds.rows === 0) return null;
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const clampRow = (row: number) => Math.max(0, Math.min(lastRow, row));
  const clampCol = (col: number) => Math.max(minCol, Math.min(lastCol, col));
  const at = (row: number, col: number) => ({ row: clampRow(row), col: clampCol(col) });
  switch (key) {
    case 'ArrowUp':
      return at(cell.row - 1, cell.col);
    case 'ArrowDown':
      return at(cell.row + 1, cell.col);
    case 'ArrowLeft':
      return at(cell.row, cell.col - 1);
    case 'ArrowRight':
      return at(cell.row, cell.col + 1);
    case 'Home':
      return ctrl ? at(0, minCol) : at(cell.row, minCol);
    case 'End':
      return ctrl ? at(lastRow, lastCol) : at(cell.row, lastCol);
    case 'PageUp':
      return at(cell.row - Math.max(1, bounds.pageRows), cell.col);
    case 'PageDown':
      return at(cell.row + Math.max(1, bounds.pageRows), cell.col);
    default:
      return null;
  }
}

/** A selection made from an anchor (where it started) to the focus (the active cell). */
export interface Selection {
  anchor: Cell;
  focus: Cell;
}

/** The selected rectangle, inclusive; the row header column never counts as a night. */
export interface SelectionRect {
  rowFrom: number;
  rowTo: number;
  colFrom: number;
  colTo: number;
}

export function selectionRect({ anchor, focus }: Selection): SelectionRect {
  return {
    rowFrom: Math.min(anchor.row, focus.row),
    rowTo: Math.max(anchor.row, focus.row),
    colFrom: Math.max(0, Math.min(anchor.col, focus.col)),
    colTo: Math.max(0, anchor.col, focus.col),
  };
}

/** The selection to act on: the rectangle, or the active night alone when nothing is selected. */
export function effectiveRect(selection: Selection | null, active: Cell): SelectionRect | null {
  if (selection) return selectionRect(selection);
  if (active.col < 0) return null;
  return { rowFrom: active.row, rowTo: active.row, colFrom: active.col, colTo: active.col };
}

export const rectUnits = (rect: SelectionRect) => rect.rowTo - rect.rowFrom + 1;
export const rectNights = (rect: SelectionRect) => rect.colTo - rect.colFrom + 1;

/** The part of the rectangle in one row, or null when the row is outside it. */
export function rowSlice(rect: SelectionRect | null, row: number): readonly [number, number] | null {
  if (!rect || row < rect.rowFrom || row > rect.rowTo) return null;
  return [rect.colFrom, rect.colTo];
}
