import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, localToday, weekday } from '../../calendar-dates.ts';
import { calendarWindows, nightCount, nightsRange, shownDays } from './calendar-window.ts';

describe('calendarWindows', () => {
  it('asks from the first day shown to the last day shown plus one month plus 14 days', () => {
    // May to July 2026 shown: 31 July + 1 month = 31 August, + 14 days = 14 September
    expect(calendarWindows('2026-05-17', 3)).toEqual([{ dateFrom: '2026-05-01', dateTo: '2026-09-14' }]);
  });

  it('keeps the day inside a shorter month when adding the month', () => {
    // January shown: 31 January + 1 month = 28 February, + 14 days = 14 March
    expect(calendarWindows('2027-01-05', 1)).toEqual([{ dateFrom: '2027-01-01', dateTo: '2027-03-14' }]);
  });

  it('cuts a long range into calls of at most maxDays days, back to back', () => {
    const windows = calendarWindows('2026-05-01', 15);
    // the last shown day is 31 July 2027; the range runs to 14 September 2027
    expect(windows).toEqual([
      { dateFrom: '2026-05-01', dateTo: '2027-09-13' },
      { dateFrom: '2027-09-13', dateTo: '2027-09-14' },
    ]);
    for (const w of windows)
      expect(daysBetween(w.dateFrom, w.dateTo)).toBeLessThanOrEqual(CALENDAR_RULES.maxDays);
  });

  it('uses the rules it is given', () => {
    const rules = { windowExtraMonths: 0, windowExtraDays: 0, maxDays: 10 };
    const windows = calendarWindows('2026-02-01', 1, rules);
    expect(windows.map((w) => [w.dateFrom, w.dateTo])).toEqual([
      ['2026-02-01', '2026-02-11'],
      ['2026-02-11', '2026-02-21'],
      ['2026-02-21', '2026-02-28'],
    ]);
  });
});

describe('ranges', () => {
  it('shows whole months and turns a selection of nights into a half-open range', () => {
    expect(shownDays('2026-11-20', 3)).toEqual({ dateFrom: '2026-11-01', dateTo: '2027-02-01' });
    expect(nightsRange('2026-06-10', '2026-06-12')).toEqual({ dateFrom: '2026-06-10', dateTo: '2026-06-13' });
    expect(nightCount(nightsRange('2026-06-10', '2026-06-12'))).toBe(3);
  });

  it('does date arithmetic without time zones', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
    expect(weekday('2026-06-12')).toBe(5);
    expect(localToday(new Date(2026, 2, 29, 23, 30))).toBe('2026-03-29');
  });
});
