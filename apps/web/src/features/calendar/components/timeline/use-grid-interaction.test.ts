import { describe, expect, it } from 'vitest';
import { edgeScroll } from './use-grid-interaction.ts';

const box = { left: 220, right: 1000, top: 56, bottom: 600 };

describe('drag scrolling at the grid’s edges', () => {
  it('does not scroll while the pointer is well inside the grid', () => {
    expect(edgeScroll(box, 600, 300)).toEqual({ dx: 0, dy: 0 });
  });

  it('scrolls towards the edge the pointer is near, faster nearer to it and at most a step beyond', () => {
    const near = edgeScroll(box, 990, 300);
    const nearer = edgeScroll(box, 999, 300);
    expect(near.dx).toBeGreaterThan(0);
    expect(nearer.dx).toBeGreaterThan(near.dx);
    expect(edgeScroll(box, 1400, 300)).toEqual({ dx: 24, dy: 0 });
    // over the sticky names at the left and the dates at the top: back and up
    expect(edgeScroll(box, 100, 300).dx).toBe(-24);
    expect(edgeScroll(box, 600, 60).dy).toBeLessThan(0);
    expect(edgeScroll(box, 600, 700).dy).toBe(24);
    // a corner scrolls both ways
    const corner = edgeScroll(box, 1000, 600);
    expect(corner.dx).toBeGreaterThan(0);
    expect(corner.dy).toBeGreaterThan(0);
  });
});
