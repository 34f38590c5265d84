import { describe, expect, it } from 'vitest';
import { barStyleOf, entriesByNight, hasConflict, layoutBars, stayOf } from './timeline-bars.ts';
import { booking, entry } from './timeline-test-data.ts';

const ORIGIN = '2031-06-01';

describe('timeline bars', () => {
  it('gives each kind a style: solid stays, dashed pending, stripes, dots, overlaps', () => {
    expect(barStyleOf('booking')).toBe('booking');
    expect(barStyleOf('inquiry_confirmed')).toBe('booking');
    expect(barStyleOf('booking_request')).toBe('pending');
    expect(barStyleOf('inquiry')).toBe('pending');
    expect(barStyleOf('manual')).toBe('manual');
    expect(barStyleOf('external')).toBe('external');
    expect(barStyleOf('multi')).toBe('multi');
  });

  it('lays a bar over the entry’s nights, cut to the window and the rendered columns', () => {
    const stay = booking('2031-06-03', '2031-06-06');
    expect(layoutBars([stay], ORIGIN, 0, 60, 0, 30)).toEqual([
      { entry: stay, startCol: 2, endCol: 5, clippedStart: false, clippedEnd: false },
    ]);
    // begins before the rendered columns: cut, with a square start
    expect(layoutBars([stay], ORIGIN, 0, 60, 3, 30)[0]).toMatchObject({
      startCol: 3,
      endCol: 5,
      clippedStart: true,
    });
    // runs into the next window: each window draws its part
    const long = entry({ dateFrom: '2031-06-28', dateTo: '2031-07-05' });
    expect(layoutBars([long], ORIGIN, 0, 30, 0, 60)[0]).toMatchObject({
      startCol: 27,
      endCol: 30,
      clippedEnd: true,
    });
    expect(layoutBars([long], ORIGIN, 30, 60, 0, 60)[0]).toMatchObject({
      startCol: 30,
      endCol: 34,
      clippedStart: true,
    });
    // out of view: nothing
    expect(layoutBars([stay], ORIGIN, 0, 60, 10, 30)).toEqual([]);
  });

  it('maps each night of a window to the entry holding it (check-out day free)', () => {
    const stay = booking('2031-06-03', '2031-06-05');
    const entries = [stay];
    const nights = entriesByNight(entries, ORIGIN, 7);
    expect(nights.map((e) => (e ? 'x' : '.')).join('')).toBe('..xx...');
    // worked out once per answer
    expect(entriesByNight(entries, ORIGIN, 7)).toBe(nights);
  });

  it('finds the reservation behind an entry and conflicts, also among a multi entry’s children', () => {
    const stay = booking('2031-06-03', '2031-06-05', 'Ana', '7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22');
    expect(stayOf(stay)).toEqual({
      id: '7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22',
      status: 'CONFIRMED',
      guestName: 'Ana',
      guests: 2,
      href: '/booking-details/7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22',
    });
    const external = entry({
      kind: 'external',
      dateFrom: '2031-06-04',
      dateTo: '2031-06-06',
      external: { feedId: 'f', feedName: 'Airbnb', summary: 'Reserved', conflict: true },
    });
    expect(hasConflict(stay)).toBe(false);
    expect(hasConflict(external)).toBe(true);
    const multi = entry({
      kind: 'multi',
      dateFrom: '2031-06-03',
      dateTo: '2031-06-06',
      children: [stay, external],
    });
    expect(hasConflict(multi)).toBe(true);
  });
});
