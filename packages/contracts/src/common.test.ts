import { describe, expect, it } from 'vitest';
import { calendarDate } from './common.ts';

describe('calendarDate', () => {
  it('takes calendar days the database can store, and refuses year 0000 and impossible days', () => {
    for (const day of ['1900-01-01', '2026-11-26', '2999-12-31'])
      expect(calendarDate.safeParse(day).success).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '3000-01-01', '2026-02-30', '2026-11-26T00:00:00Z'])
      expect(calendarDate.safeParse(day).success, day).toBe(false);
  });
});
