import { describe, expect, it } from 'vitest';
import { transitionCases } from '../../lib/state-machine.ts';
import { type PricedUnit, paymentSchedule, quoteStay } from './quote.ts';
import { BOOKING_MACHINE, INQUIRY_MACHINE, REQUEST_MACHINE } from './reservation-rules.ts';

const TODAY = '2027-01-10';
const unit = (
  over: Partial<PricedUnit['price']> = {},
  firstBookingsDiscount: number | null = null,
): PricedUnit => ({
  price: {
    currency: 'EUR',
    nightlyPrice: 10_000,
    minimumStay: 2,
    maximumStay: 21,
    minimumNotice: 1,
    losDiscounts: [
      { minNights: 7, percent: 10 },
      { minNights: 14, percent: 15 },
    ],
    seasons: [
      {
        name: 'Carnival',
        dateFrom: '2027-02-10',
        dateTo: '2027-02-12',
        nightlyPrice: 15_000,
        minimumStay: 3,
      },
    ],
    ...over,
  },
  maxGuests: 4,
  firstBookingsDiscount,
});

const problems = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { invalidParams?: { name: string; reason: string }[] }).invalidParams ?? [];
  }
  return [];
};

describe('night prices set on the calendar', () => {
  it('price a night above its season and the unit, and set the minimum stay of a check-in night', () => {
    const rates = new Map([
      ['2027-02-09', { price: 20_000, minimumStay: null }],
      ['2027-02-10', { price: 25_000, minimumStay: 5 }],
      ['2027-02-13', { price: null, minimumStay: 1 }],
    ]);
    const priced = { ...unit(), rates };
    const q = quoteStay(priced, { checkIn: '2027-02-08', checkOut: '2027-02-12', guests: 2 }, TODAY);
    expect(q.lines).toEqual([
      { kind: 'nights', nights: 1, nightlyPrice: 10_000, amount: 10_000 },
      { kind: 'nights', nights: 1, nightlyPrice: 20_000, amount: 20_000 },
      { kind: 'nights', nights: 1, nightlyPrice: 25_000, amount: 25_000 },
      { kind: 'nights', nights: 1, nightlyPrice: 15_000, season: 'Carnival', amount: 15_000 },
    ]);
    // the check-in night's own minimum (5) wins over its season's (3); a null price keeps the unit's
    expect(
      problems(() => quoteStay(priced, { checkIn: '2027-02-10', checkOut: '2027-02-14', guests: 2 }, TODAY)),
    ).toEqual([{ name: 'checkOut', reason: 'The stay must be at least 5 night(s)' }]);
    expect(
      quoteStay(priced, { checkIn: '2027-02-13', checkOut: '2027-02-14', guests: 2 }, TODAY).lines[0],
    ).toEqual({
      kind: 'nights',
      nights: 1,
      nightlyPrice: 10_000,
      amount: 10_000,
    });
  });
});

describe('quote', () => {
  it('prices nights at the unit price, in integer minor units', () => {
    const q = quoteStay(unit(), { checkIn: '2027-01-20', checkOut: '2027-01-23', guests: 2 }, TODAY);
    expect(q.nights).toBe(3);
    expect(q.lines).toEqual([{ kind: 'nights', nights: 3, nightlyPrice: 10_000, amount: 30_000 }]);
    expect(q.total).toBe(30_000);
    expect(q.currency).toBe('EUR');
  });

  it('itemises season nights (first to last day included) apart from the others', () => {
    const q = quoteStay(unit(), { checkIn: '2027-02-09', checkOut: '2027-02-14', guests: 2 }, TODAY);
    expect(q.lines).toEqual([
      { kind: 'nights', nights: 1, nightlyPrice: 10_000, amount: 10_000 },
      { kind: 'nights', nights: 3, nightlyPrice: 15_000, season: 'Carnival', amount: 45_000 },
      { kind: 'nights', nights: 1, nightlyPrice: 10_000, amount: 10_000 },
    ]);
    expect(q.total).toBe(65_000);
  });

  it('takes the best length-of-stay discount reached and the first-bookings discount from the subtotal', () => {
    const q = quoteStay(unit({}, 20), { checkIn: '2027-03-01', checkOut: '2027-03-15', guests: 1 }, TODAY);
    expect(q.lines.slice(1)).toEqual([
      { kind: 'los_discount', percent: 15, amount: -21_000 },
      { kind: 'first_bookings_discount', percent: 20, amount: -28_000 },
    ]);
    expect(q.total).toBe(140_000 - 21_000 - 28_000);
  });

  it('rounds each discount to the minor unit', () => {
    const q = quoteStay(
      unit({ nightlyPrice: 3_333, losDiscounts: [{ minNights: 2, percent: 7 }] }),
      { checkIn: '2027-03-01', checkOut: '2027-03-04', guests: 1 },
      TODAY,
    );
    expect(q.lines[1]).toEqual({ kind: 'los_discount', percent: 7, amount: -700 });
    expect(q.total).toBe(9_999 - 700);
  });

  it.each([
    [{ checkIn: '2027-01-09', checkOut: '2027-01-12', guests: 2 }, 'checkIn', /past/],
    [{ checkIn: '2027-01-10', checkOut: '2027-01-12', guests: 2 }, 'checkIn', /at least 1 day/],
    [{ checkIn: '2029-06-01', checkOut: '2029-06-04', guests: 2 }, 'checkIn', /within 730 days/],
    [{ checkIn: '2027-01-20', checkOut: '2027-01-20', guests: 2 }, 'checkOut', /after check-in/],
    [{ checkIn: '2027-01-20', checkOut: '2027-01-21', guests: 2 }, 'checkOut', /at least 2 night/],
    [{ checkIn: '2027-02-10', checkOut: '2027-02-12', guests: 2 }, 'checkOut', /at least 3 night/],
    [{ checkIn: '2027-01-20', checkOut: '2027-02-20', guests: 2 }, 'checkOut', /at most 21 night/],
    [{ checkIn: '2027-01-20', checkOut: '2027-01-23', guests: 5 }, 'guests', /at most 4 guest/],
  ])('refuses a stay that breaks a rule, naming the field (%o)', (input, field, reason) => {
    const [problem] = problems(() => quoteStay(unit(), input, TODAY));
    expect(problem?.name).toBe(field);
    expect(problem?.reason).toMatch(reason);
  });

  it('asks the whole price at booking for stays soon, and splits it for stays later', () => {
    const soon = quoteStay(unit(), { checkIn: '2027-01-20', checkOut: '2027-01-23', guests: 2 }, TODAY);
    expect(soon.paymentOption).toBe('online_100');
    expect(soon.paymentSchedule).toEqual([{ due: 'at_booking', date: null, percent: 100, amount: 30_000 }]);
    const later = quoteStay(unit(), { checkIn: '2027-04-20', checkOut: '2027-04-23', guests: 2 }, TODAY);
    expect(later.paymentOption).toBe('online_30_70_split');
    expect(later.paymentSchedule).toEqual([
      { due: 'at_booking', date: null, percent: 30, amount: 9_000 },
      { due: 'on_date', date: '2027-03-21', percent: 70, amount: 21_000 },
    ]);
  });

  it('makes every payment schedule add up to the total', () => {
    for (const option of ['online_100', 'online_30_70_split', 'online_50', 'online_30'] as const) {
      for (const total of [1, 99, 10_001, 123_457]) {
        const schedule = paymentSchedule(option, total, '2027-06-01');
        expect(schedule.reduce((s, p) => s + p.amount, 0)).toBe(total);
        expect(schedule.reduce((s, p) => s + p.percent, 0)).toBe(100);
      }
    }
  });
});

describe('reservation status machines (000 section 4), every transition', () => {
  const request = transitionCases(
    REQUEST_MACHINE,
    {
      confirm: { REQUESTED: 'CONFIRMED' },
      reject: { REQUESTED: 'REJECTED' },
      expire: { REQUESTED: 'EXPIRED' },
      cancel: { REQUESTED: 'CANCELLED' },
    },
    (state) => ({ state }),
  );
  it.each(request)('booking request: $name', ({ expected, actual }) => expect(actual()).toBe(expected));

  const booking = transitionCases(
    BOOKING_MACHINE,
    {
      cancel: { CONFIRMED: 'CANCELLED' },
      complete: { CONFIRMED: 'COMPLETED' },
      openReviews: { COMPLETED: 'IN_REVIEW_COLLECTION' },
      collectReview: { IN_REVIEW_COLLECTION: 'REVIEW_COLLECTED' },
      closeReviews: { IN_REVIEW_COLLECTION: 'NO_REVIEW_COLLECTED' },
    },
    (state) => ({ state }),
  );
  it.each(booking)('booking: $name', ({ expected, actual }) => expect(actual()).toBe(expected));

  const inquiry = transitionCases(
    INQUIRY_MACHINE,
    {
      confirm: { REQUESTED: 'CONFIRMED', ACTION_NEEDED: 'CONFIRMED' },
      reject: { REQUESTED: 'REJECTED', ACTION_NEEDED: 'REJECTED' },
      needAction: { REQUESTED: 'ACTION_NEEDED' },
      expire: { REQUESTED: 'EXPIRED_CHECKOUT', ACTION_NEEDED: 'EXPIRED_CHECKOUT' },
      openReviews: { CONFIRMED: 'IN_REVIEW_COLLECTION' },
      collectReview: { IN_REVIEW_COLLECTION: 'REVIEW_COLLECTED' },
      closeReviews: { IN_REVIEW_COLLECTION: 'NO_REVIEW_COLLECTED' },
    },
    (state) => ({ state }),
  );
  it.each(inquiry)('inquiry: $name', ({ expected, actual }) => expect(actual()).toBe(expected));
});
