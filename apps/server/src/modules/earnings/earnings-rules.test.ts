import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, majorUnits, payoutsOf } from './earnings-rules.ts';

describe('payoutsOf (ADR 0037)', () => {
  it('pays every part the day after check-in, the fees kept from the earliest', () => {
    const schedule = [
      { due: 'at_booking', date: null, percent: 30 },
      { due: 'on_date', date: '2031-05-10', percent: 70 },
    ];
    expect(payoutsOf(schedule, '2031-05-10', 10_001, 1_500)).toEqual([
      { date: '2031-05-11', percent: 30, amount: 3_000 - 1_500 },
      { date: '2031-05-11', percent: 70, amount: 7_001 },
    ]);
  });

  it('keeps fees larger than the first part from the next ones', () => {
    const schedule = [
      { due: 'at_booking', date: null, percent: 10 },
      { due: 'on_date', date: '2031-05-01', percent: 90 },
    ];
    const payouts = payoutsOf(schedule, '2031-05-10', 1_000, 150);
    expect(payouts.map((p) => p.amount)).toEqual([0, 850]);
  });

  it('pays a part that falls due after check-in the day after it falls due', () => {
    const schedule = [
      { due: 'at_booking', date: null, percent: 50 },
      { due: 'on_date', date: '2031-05-20', percent: 50 },
    ];
    expect(payoutsOf(schedule, '2031-05-10', 2_000, 0).map((p) => p.date)).toEqual([
      '2031-05-11',
      '2031-05-21',
    ]);
  });

  it('treats a booking without a stored schedule as paid in full at booking', () => {
    expect(payoutsOf(null, '2031-12-31', 500, 75)).toEqual([
      { date: '2032-01-01', percent: 100, amount: 425 },
    ]);
  });
});

describe('CSV cells', () => {
  it('quotes by RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@', '\t']) expect(csvCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(5)).toBe('5');
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
  });

  it('writes money in the currency’s major units', () => {
    expect(majorUnits(75_600, 'EUR')).toBe('756.00');
    expect(majorUnits(5, 'EUR')).toBe('0.05');
    expect(majorUnits(12_345, 'JPY')).toBe('12345');
    expect(majorUnits(1_234, 'KWD')).toBe('1.234');
  });
});
