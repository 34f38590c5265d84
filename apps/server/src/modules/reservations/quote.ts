import { ERROR_CODES, type InvalidParam } from '@host-portal/contracts/errors';
import {
  BOOKING_HORIZON_DAYS,
  type PaymentOption,
  type Quote,
  type QuoteLine,
} from '@host-portal/contracts/reservations';
import type { PriceAndAvailability } from '@host-portal/contracts/units';
import { AppError } from '../../lib/app-error.ts';
import { addDays, daysBetween, RESERVATION_RULES } from './reservation-rules.ts';

export interface QuoteInput {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** What the host set for one night on the calendar (issue 8); null falls back to the listing. */
export interface NightRate {
  price: number | null;
  minimumStay: number | null;
}
export type NightRates = ReadonlyMap<string, NightRate>;
const NO_RATES: NightRates = new Map();

export interface PricedUnit {
  /** what the host set on the price step */
  price: PriceAndAvailability;
  /** nights the host priced on the calendar, by date */
  rates?: NightRates;
  maxGuests: number;
  /** the first-bookings discount in percent when the promotion is on and still applies */
  firstBookingsDiscount: number | null;
}

/** A season covers the nights from its first to its last day, both included. */
export const seasonOf = (price: PriceAndAvailability, night: string) =>
  price.seasons.find((s) => s.dateFrom <= night && night <= s.dateTo);

/** A night's price: the host's price for that night, else its season's, else the unit's. */
export function nightPrice(price: PriceAndAvailability, night: string, rates: NightRates = NO_RATES) {
  const season = seasonOf(price, night);
  const own = rates.get(night)?.price;
  if (own != null) return { nightly: own, season: undefined };
  return { nightly: season?.nightlyPrice ?? price.nightlyPrice, season };
}

/**
 * Nights a stay starting on `checkIn` must have: the host's minimum for that night, else its
 * season's, else the unit's.
 */
export const minimumStayFor = (price: PriceAndAvailability, checkIn: string, rates: NightRates = NO_RATES) =>
  rates.get(checkIn)?.minimumStay ?? seasonOf(price, checkIn)?.minimumStay ?? price.minimumStay;

/**
 * The rules a stay must meet (000 section 5, and the host's price step): dates in order, not in the
 * past, at least the minimum notice ahead, within the booking horizon, between the minimum and
 * maximum stay, and not more guests than the unit takes. Each broken rule names its field.
 */
/** A broken stay rule: the field, an English reason, and a key and values pages translate. */
export interface StayProblem extends InvalidParam {
  key: 'past' | 'notice' | 'horizon' | 'order' | 'minStay' | 'maxStay' | 'guests';
  vars: Record<string, string | number>;
}

/** The 400 of a stay that breaks rules; `problems` carries what a page needs to translate them. */
export class StayRulesError extends AppError {
  constructor(readonly problems: StayProblem[]) {
    super(ERROR_CODES.validation, problems.map((p) => p.reason).join('. '), {
      invalidParams: problems.map(({ name, reason }) => ({ name, reason })),
    });
  }
}

export function checkStay(unit: PricedUnit, input: QuoteInput, today: string): void {
  const problems: StayProblem[] = [];
  const { price } = unit;
  const nights = daysBetween(input.checkIn, input.checkOut);
  const firstCheckIn = addDays(today, price.minimumNotice);
  if (input.checkIn < today)
    problems.push({ name: 'checkIn', reason: 'Check-in is in the past', key: 'past', vars: {} });
  else if (input.checkIn < firstCheckIn) {
    problems.push({
      name: 'checkIn',
      reason: `Check-in must be at least ${price.minimumNotice} day(s) from today (${firstCheckIn} or later)`,
      key: 'notice',
      vars: { date: firstCheckIn },
    });
  } else if (input.checkIn > addDays(today, BOOKING_HORIZON_DAYS)) {
    problems.push({
      name: 'checkIn',
      reason: `Check-in must be within ${BOOKING_HORIZON_DAYS} days`,
      key: 'horizon',
      vars: { date: addDays(today, BOOKING_HORIZON_DAYS) },
    });
  }
  if (nights < 1) {
    problems.push({ name: 'checkOut', reason: 'Check-out must be after check-in', key: 'order', vars: {} });
  } else {
    const minimum = minimumStayFor(price, input.checkIn, unit.rates);
    if (nights < minimum) {
      problems.push({
        name: 'checkOut',
        reason: `The stay must be at least ${minimum} night(s)`,
        key: 'minStay',
        vars: { count: minimum },
      });
    } else if (nights > price.maximumStay) {
      problems.push({
        name: 'checkOut',
        reason: `The stay can be at most ${price.maximumStay} night(s)`,
        key: 'maxStay',
        vars: { count: price.maximumStay },
      });
    }
  }
  if (input.guests > unit.maxGuests) {
    problems.push({
      name: 'guests',
      reason: `This place takes at most ${unit.maxGuests} guest(s)`,
      key: 'guests',
      vars: { count: unit.maxGuests },
    });
  }
  if (problems.length) throw new StayRulesError(problems);
}

/** online_100 for stays soon; otherwise 30 % now and the rest before arrival. */
export function paymentOptionFor(checkIn: string, today: string): PaymentOption {
  return daysBetween(today, checkIn) < RESERVATION_RULES.fullPaymentWithinDays
    ? 'online_100'
    : 'online_30_70_split';
}

/**
 * What the guest pays when: online_100 all at booking; online_30_70_split 30 % at booking and 70 %
 * `balanceDueDaysBefore` days before check-in; online_50 half and half on the same dates; online_30
 * 30 % at booking and the rest at check-in. The last part takes the rounding.
 */
export function paymentSchedule(
  option: PaymentOption,
  total: number,
  checkIn: string,
): Quote['paymentSchedule'] {
  const balanceDate = addDays(checkIn, -RESERVATION_RULES.balanceDueDaysBefore);
  const split = (first: number, date: string) => {
    const now = Math.round((total * first) / 100);
    return [
      { due: 'at_booking' as const, date: null, percent: first, amount: now },
      { due: 'on_date' as const, date, percent: 100 - first, amount: total - now },
    ];
  };
  switch (option) {
    case 'online_100':
      return [{ due: 'at_booking', date: null, percent: 100, amount: total }];
    case 'online_30_70_split':
      return split(30, balanceDate);
    case 'online_50':
      return split(50, balanceDate);
    case 'online_30':
      return split(30, checkIn);
  }
}

/**
 * The price of a stay, itemised: runs of nights at one price (the night's own, the season's or the
 * unit's), the best
 * length-of-stay discount the stay reaches, and the first-bookings discount; both discounts are
 * taken from the nights' subtotal. Integer minor units throughout.
 */
export function quoteStay(unit: PricedUnit, input: QuoteInput, today: string): Quote {
  checkStay(unit, input, today);
  const { price } = unit;
  const nights = daysBetween(input.checkIn, input.checkOut);
  const lines: QuoteLine[] = [];
  for (let i = 0; i < nights; i++) {
    const night = addDays(input.checkIn, i);
    const { nightly, season } = nightPrice(price, night, unit.rates);
    const last = lines.at(-1);
    if (last && last.nightlyPrice === nightly && last.season === season?.name) {
      last.nights = (last.nights ?? 0) + 1;
      last.amount += nightly;
    } else {
      lines.push({
        kind: 'nights',
        nights: 1,
        nightlyPrice: nightly,
        ...(season ? { season: season.name } : {}),
        amount: nightly,
      });
    }
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const los = price.losDiscounts
    .filter((d) => d.minNights <= nights)
    .reduce<number>((best, d) => Math.max(best, d.percent), 0);
  if (los > 0) {
    lines.push({ kind: 'los_discount', percent: los, amount: -Math.round((subtotal * los) / 100) });
  }
  if (unit.firstBookingsDiscount) {
    const p = unit.firstBookingsDiscount;
    lines.push({ kind: 'first_bookings_discount', percent: p, amount: -Math.round((subtotal * p) / 100) });
  }
  const total = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const paymentOption = paymentOptionFor(input.checkIn, today);
  return {
    currency: price.currency,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights,
    guests: input.guests,
    lines,
    total,
    paymentOption,
    paymentSchedule: paymentSchedule(paymentOption, total, input.checkIn),
  };
}
