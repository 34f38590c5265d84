import { describe, expect, it } from 'vitest';
import { WINDOW_DAYS } from './timeline-constants.ts';
import {
  addDays,
  dateOfCol,
  daysBetween,
  isWeekend,
  localToday,
  monthSegments,
  windowAt,
  windowOf,
} from './timeline-dates.ts';

describe('timeline dates', () => {
  it('adds and counts days across months, years and daylight-saving changes', () => {
    expect(addDays('2031-01-31', 1)).toBe('2031-02-01');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
    expect(addDays('2031-03-29', 2)).toBe('2031-03-31');
    expect(daysBetween('2031-03-01', '2031-04-01')).toBe(31);
    expect(daysBetween('2031-10-26', '2031-10-27')).toBe(1);
  });

  it('takes today in the viewer’s time zone', () => {
    expect(localToday(new Date(2031, 5, 9, 23, 59))).toBe('2031-06-09');
  });

  it('marks Saturday and Sunday nights as the weekend', () => {
    expect(isWeekend('2031-06-07')).toBe(true); // Saturday
    expect(isWeekend('2031-06-08')).toBe(true); // Sunday
    expect(isWeekend('2031-06-09')).toBe(false);
  });

  it('splits the columns into request windows with half-open date ranges', () => {
    expect(windowOf(0)).toBe(0);
    expect(windowOf(WINDOW_DAYS - 1)).toBe(0);
    expect(windowOf(WINDOW_DAYS)).toBe(1);
    const second = windowAt('2031-06-01', 1, 100);
    expect(second).toEqual({
      index: 1,
      firstCol: WINDOW_DAYS,
      endCol: Math.min(2 * WINDOW_DAYS, 100),
      dateFrom: dateOfCol('2031-06-01', WINDOW_DAYS),
      dateTo: dateOfCol('2031-06-01', Math.min(2 * WINDOW_DAYS, 100)),
    });
    // the last window stops at the last column
    expect(windowAt('2031-06-01', 1, WINDOW_DAYS + 5).endCol).toBe(WINDOW_DAYS + 5);
  });

  it('lists the months of a column range, cut to it', () => {
    expect(monthSegments('2031-06-25', 0, 40)).toEqual([
      { key: '2031-06', date: '2031-06-01', firstCol: 0, endCol: 6 },
      { key: '2031-07', date: '2031-07-01', firstCol: 6, endCol: 37 },
      { key: '2031-08', date: '2031-08-01', firstCol: 37, endCol: 41 },
    ]);
    expect(monthSegments('2031-12-30', 0, 3).map((m) => m.key)).toEqual(['2031-12', '2032-01']);
  });
});
