import { describe, expect, it } from 'vitest';
import { entriesIn, mergeCalendars } from './calendar-data.ts';
import { bookingEntry, unitCalendar } from './month-test-data.ts';

describe('mergeCalendars', () => {
  it('joins calls that meet inside a stay, each night and entry once', () => {
    const stay = bookingEntry('2031-06-28', '2031-07-03');
    const data = mergeCalendars([
      unitCalendar('2031-06-01', '2031-07-01', [stay]),
      unitCalendar('2031-07-01', '2031-08-01', [stay]),
    ]);
    expect(data.nights.size).toBe(61);
    expect(data.entries).toHaveLength(1);
    expect(data.entryByNight.get('2031-06-28')).toBe(data.entryByNight.get('2031-07-02'));
    expect(data.entryByNight.has('2031-07-03')).toBe(false);
    expect(data.nights.get('2031-06-30')).toEqual({
      availability: 'blocked',
      price: 10_000,
      minimumStay: 2,
      custom: false,
    });
    expect(data.currency).toBe('EUR');
  });

  it('finds the entries with a night in a range (the check-out day is not one)', () => {
    const data = mergeCalendars([
      unitCalendar('2031-06-01', '2031-07-01', [bookingEntry('2031-06-10', '2031-06-12')]),
    ]);
    expect(entriesIn(data, { dateFrom: '2031-06-12', dateTo: '2031-06-14' })).toEqual([]);
    expect(entriesIn(data, { dateFrom: '2031-06-11', dateTo: '2031-06-14' })).toHaveLength(1);
  });
});
