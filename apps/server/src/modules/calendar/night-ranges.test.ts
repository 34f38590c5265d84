import { describe, expect, it } from 'vitest';
import { dateOf, dayOf, intersect, nightsIn, subtract, union } from './night-ranges.ts';

const r = (from: number, to: number) => ({ from, to });

describe('night ranges', () => {
  it('turns dates into day numbers and back', () => {
    expect(dateOf(dayOf('2027-02-28') + 1)).toBe('2027-03-01');
    expect(dayOf('2027-01-02') - dayOf('2027-01-01')).toBe(1);
    // remembered conversions give the same answers the second time
    for (let i = 0; i < 2; i++) {
      expect(dateOf(dayOf('2028-02-28') + 1)).toBe('2028-02-29');
      expect(dayOf(dateOf(dayOf('1999-12-31') + 1))).toBe(dayOf('2000-01-01'));
    }
  });

  it('joins overlapping and touching ranges, and drops empty ones', () => {
    expect(union([r(5, 8), r(1, 3), r(3, 4), r(7, 10), r(12, 12)])).toEqual([r(1, 4), r(5, 10)]);
  });

  it('cuts holes out of ranges, splitting them', () => {
    expect(subtract([r(1, 10)], [r(3, 5)])).toEqual([r(1, 3), r(5, 10)]);
    expect(subtract([r(1, 10)], [r(0, 2), r(8, 12)])).toEqual([r(2, 8)]);
    expect(subtract([r(1, 10)], [r(0, 12)])).toEqual([]);
    expect(subtract([r(1, 4), r(6, 9)], [r(3, 7)])).toEqual([r(1, 3), r(7, 9)]);
  });

  it('intersects and counts nights', () => {
    expect(intersect(r(1, 5), r(4, 9))).toEqual(r(4, 5));
    expect(intersect(r(1, 5), r(5, 9))).toBeNull();
    expect(nightsIn([r(1, 5), r(3, 7), r(10, 11)])).toBe(7);
  });
});
