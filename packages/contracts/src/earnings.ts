import { z } from 'zod';
import { calendarDate, listQuerySchema } from './common.ts';
import { feeModelSchema } from './fee-models.ts';
import { PAYMENT_OPTIONS } from './reservations.ts';

/**
 * The account's earnings tab (issue 12, ADR 0037): the host's bookings with what the guest paid
 * (gross), the platform's commission by the host's fee model (fees), what the host keeps (net)
 * and when it is paid out. Money is integer minor units plus the booking's ISO currency.
 */

/** The booking statuses that earn: confirmed (before and during the stay) and the completed ones. */
export const EARNING_BOOKING_STATUSES = [
  'CONFIRMED',
  'COMPLETED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
] as const;

/** The status filter: the lower-case booking filter values of 000 section 4 that earn. */
export const EARNING_STATUS_FILTERS = ['confirmed', 'completed'] as const;
export type EarningStatusFilter = (typeof EARNING_STATUS_FILTERS)[number];

const filters = z.object({
  /** first check-in day counted (inclusive) */
  dateFrom: calendarDate.optional(),
  /** last check-in day counted (inclusive) */
  dateTo: calendarDate.optional(),
  unitId: z.uuid().optional(),
  status: z.enum(EARNING_STATUS_FILTERS).optional(),
});
const rangeInOrder = (
  q: { dateFrom?: string | undefined; dateTo?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'The end date must not be before the start' });
  }
};

export const earningsQuerySchema = filters
  .extend(listQuerySchema.pick({ page: true, limit: true }).shape)
  .superRefine(rangeInOrder);
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;
/** The CSV takes the same filters, without paging (every row of the filter). */
export const earningsCsvQuerySchema = filters.superRefine(rangeInOrder);
export type EarningsCsvQuery = z.infer<typeof earningsCsvQuerySchema>;

/** One payout to the host: a part of the guest's payment schedule, less its share of the fees. */
export const earningPayoutSchema = z.object({
  /** the day the part is paid out to the host */
  date: calendarDate,
  /** the share of the guest's payment schedule this part came from, in % */
  percent: z.number().int(),
  /** what the host receives, in minor units */
  amount: z.number().int(),
});
export type EarningPayout = z.infer<typeof earningPayoutSchema>;

export const earningSchema = z
  .object({
    /** the booking's id */
    id: z.uuid(),
    unit: z.object({ id: z.uuid(), title: z.string().nullable() }),
    guestName: z.string(),
    checkIn: calendarDate,
    checkOut: calendarDate,
    nights: z.number().int(),
    status: z.enum(EARNING_BOOKING_STATUSES),
    currency: z.string(),
    /** the booking's total */
    gross: z.number().int(),
    /** the platform's commission by the fee model */
    fees: z.number().int(),
    /** gross − fees */
    net: z.number().int(),
    feeModel: feeModelSchema,
    paymentOption: z.enum(PAYMENT_OPTIONS),
    /** when each part is paid out, earliest first; the amounts add up to net */
    payouts: z.array(earningPayoutSchema),
  })
  .meta({ id: 'Earning' });
export type Earning = z.infer<typeof earningSchema>;

export const earningsTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  gross: z.number().int(),
  fees: z.number().int(),
  net: z.number().int(),
});
export type EarningsTotal = z.infer<typeof earningsTotalSchema>;

export const earningsPageSchema = z
  .object({
    items: z.array(earningSchema),
    pagination: z.object({
      current: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
    /** over the whole filter, one entry per currency (units may be priced in different ones) */
    totals: z.array(earningsTotalSchema),
    /** the host's fee model the fees are computed with */
    feeModel: feeModelSchema,
  })
  .meta({ id: 'EarningsPage' });
export type EarningsPage = z.infer<typeof earningsPageSchema>;

/** The units the host has earning bookings in: the unit filter's options. */
export const earningUnitsSchema = z
  .object({ units: z.array(z.object({ id: z.uuid(), title: z.string().nullable() })) })
  .meta({ id: 'EarningUnits' });
export type EarningUnits = z.infer<typeof earningUnitsSchema>;

/** `earnings-{dateFrom}-{dateTo}.csv`; an open end is written `start` or `end`. */
export const earningsCsvFileName = (q: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  `earnings-${q.dateFrom ?? 'start'}-${q.dateTo ?? 'end'}.csv`;
