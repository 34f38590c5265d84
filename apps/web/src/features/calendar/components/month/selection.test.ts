import { describe, expect, it } from 'vitest';
import { moveByKey, selectionAfterMove, selectionBounds } from './selection.ts';

describe('moveByKey', () => {
  // 2026-06-10 is a Wednesday
  it('moves a day, a week, to the week ends and a month', () => {
    expect(moveByKey('2026-06-10', 'ArrowRight', 1)).toBe('2026-06-11');
    expect(moveByKey('2026-06-01', 'ArrowLeft', 1)).toBe('2026-05-31');
    expect(moveByKey('2026-06-10', 'ArrowDown', 1)).toBe('2026-06-17');
    expect(moveByKey('2026-06-10', 'ArrowUp', 1)).toBe('2026-06-03');
    expect(moveByKey('2026-06-10', 'Home', 1)).toBe('2026-06-08');
    expect(moveByKey('2026-06-10', 'End', 1)).toBe('2026-06-14');
    expect(moveByKey('2026-06-10', 'Home', 0)).toBe('2026-06-07');
    expect(moveByKey('2026-01-31', 'PageDown', 1)).toBe('2026-02-28');
    expect(moveByKey('2026-06-10', 'PageUp', 1)).toBe('2026-05-10');
    expect(moveByKey('2026-06-10', 'a', 1)).toBeNull();
  });
});

describe('selectionAfterMove', () => {
  const today = '2026-06-05';
  it('selects the night under the focus, or grows the range with Shift', () => {
    expect(selectionAfterMove(null, '2026-06-10', '2026-06-11', false, today)).toEqual({
      anchor: '2026-06-11',
      focus: '2026-06-11',
    });
    const grown = selectionAfterMove(
      { anchor: '2026-06-10', focus: '2026-06-11' },
      '2026-06-11',
      '2026-06-12',
      true,
      today,
    );
    expect(grown).toEqual({ anchor: '2026-06-10', focus: '2026-06-12' });
    expect(selectionBounds({ anchor: '2026-06-12', focus: '2026-06-09' })).toEqual({
      first: '2026-06-09',
      last: '2026-06-12',
    });
  });

  it('never selects a night before today', () => {
    expect(selectionAfterMove(null, '2026-06-05', '2026-06-04', false, today)).toBeNull();
    expect(selectionAfterMove(null, '2026-06-06', '2026-06-01', true, today)).toEqual({
      anchor: '2026-06-06',
      focus: '2026-06-05',
    });
  });
});
