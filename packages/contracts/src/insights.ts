import { z } from 'zod';
import { feeModelSchema } from './fee-models.ts';
import { MATCH_LEVELS } from './match-score.ts';

/**
 * Insights (001 section 2, issue 13, ADR 0040): the host's figures by month over a range of whole
 * months, each with the same figures of the period just before for comparison. Our paths under
 * /api/app/insights (the spec names no call). Money is integer minor units per ISO currency.
 */

/** The longest range one call covers, in months. */
export const INSIGHTS_MAX_MONTHS = 24;
/** The default range: this month and the eleven before it. */
export const INSIGHTS_DEFAULT_MONTHS = 12;
/** How many units the by-unit lists carry (the biggest first); the CSV carries every unit. */
export const INSIGHTS_TOP_UNITS = 20;

export const INSIGHTS_KINDS = ['earnings', 'occupancy', 'performance', 'reviews'] as const;
export type InsightsKind = (typeof INSIGHTS_KINDS)[number];

/**
 * How a booking came: `instant` (the guest booked at once) or `request` (a booking request the host
 * confirmed). Our bookings have no outside channel: imported calendars carry no money.
 */
export const INSIGHTS_CHANNELS = ['instant', 'request'] as const;
export type InsightsChannel = (typeof INSIGHTS_CHANNELS)[number];

export const REVIEW_CATEGORIES = [
  'cleanliness',
  'accuracy',
  'communication',
  'location',
  'checkIn',
  'value',
] as const;

/** A month as YYYY-MM. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');

/** `to` - `from` in months, 0 when equal. */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const insightsQuerySchema = z
  .object({
    /** first month counted (default: eleven months before `to`) */
    from: monthSchema.optional(),
    /** last month counted (default: this month) */
    to: monthSchema.optional(),
    /** one of the host's units; another host's unit is a 404 */
    unitId: z.uuid().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      const span = monthsBetween(q.from, q.to);
      if (span < 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must not be before the start' });
      else if (span >= INSIGHTS_MAX_MONTHS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `At most ${INSIGHTS_MAX_MONTHS} months at a time`,
        });
      }
    }
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** The range answered and the period compared with (as many months, just before). */
const period = {
  from: monthSchema,
  to: monthSchema,
  previousFrom: monthSchema,
  previousTo: monthSchema,
  unitId: z.uuid().nullable(),
};

const unitRef = { unitId: z.uuid(), title: z.string().nullable() };
const ratio = z
  .number()
  .nullable()
  .meta({ description: 'a share from 0 to 1; null when nothing to divide by' });

export const earningFiguresSchema = z.object({
  bookings: z.number().int(),
  nights: z.number().int(),
  /** what guests paid */
  gross: z.number().int(),
  /** the platform's commission by the host's fee model */
  fees: z.number().int(),
  /** gross − fees */
  net: z.number().int(),
});
export type EarningFigures = z.infer<typeof earningFiguresSchema>;

export const earningsInsightsSchema = z.object({
  ...period,
  feeModel: feeModelSchema,
  /** one entry per currency booked in either period (usually one) */
  currencies: z.array(
    z.object({
      currency: z.string(),
      totals: earningFiguresSchema,
      previous: earningFiguresSchema,
      /** every month of the range, by check-in month */
      byMonth: z.array(earningFiguresSchema.extend({ month: monthSchema })),
      /** the units that earned most (at most INSIGHTS_TOP_UNITS) */
      byUnit: z.array(earningFiguresSchema.extend(unitRef)),
      unitsCount: z.number().int(),
      byChannel: z.array(earningFiguresSchema.extend({ channel: z.enum(INSIGHTS_CHANNELS) })),
    }),
  ),
});
export type EarningsInsights = z.infer<typeof earningsInsightsSchema>;

export const occupancyFiguresSchema = z.object({
  /** nights held by stays (bookings, confirmed requests and inquiries) */
  bookedNights: z.number().int(),
  /** nights the host or an imported calendar blocked, apart from the stays */
  blockedNights: z.number().int(),
  /** nights the units were listed, less the blocked ones */
  availableNights: z.number().int(),
  /** booked ÷ available */
  rate: ratio,
});
export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;

export const occupancyInsightsSchema = z.object({
  ...period,
  totals: occupancyFiguresSchema,
  previous: occupancyFiguresSchema,
  byMonth: z.array(occupancyFiguresSchema.extend({ month: monthSchema })),
  /** the units with most booked nights (at most INSIGHTS_TOP_UNITS) */
  byUnit: z.array(occupancyFiguresSchema.extend(unitRef)),
  unitsCount: z.number().int(),
});
export type OccupancyInsights = z.infer<typeof occupancyInsightsSchema>;

export const performanceFiguresSchema = z.object({
  /** views of the public page /stay/{unitId} */
  views: z.number().int(),
  /** listing cards seen in the public search (175 px of the card visible) */
  impressions: z.number().int(),
  /** bookings made (instant, or a confirmed request), by the day they were made */
  bookings: z.number().int(),
  requests: z.number().int(),
  inquiries: z.number().int(),
  /** bookings ÷ views */
  conversion: ratio,
  /** requests and inquiries the host answered ÷ those answered or left to expire */
  responseRate: ratio,
  /** the average time to the host's first answer, in minutes */
  responseMinutes: z.number().int().nullable(),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

export const performanceInsightsSchema = z.object({
  ...period,
  totals: performanceFiguresSchema,
  previous: performanceFiguresSchema,
  byMonth: z.array(performanceFiguresSchema.extend({ month: monthSchema })),
  /** requests and inquiries of the range by match level (null without the host's ideal guest) */
  matchMix: z.array(z.object({ level: z.enum(MATCH_LEVELS), count: z.number().int() })).nullable(),
});
export type PerformanceInsights = z.infer<typeof performanceInsightsSchema>;

const categoryAverages = z.object(
  Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, z.number().nullable()])) as Record<
    (typeof REVIEW_CATEGORIES)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const reviewFiguresSchema = z
  .object({
    reviews: z.number().int(),
    /** the overall rating's average, 1 to 5 */
    average: z.number().nullable(),
    replied: z.number().int(),
    /** replied ÷ reviews */
    replyRate: ratio,
  })
  .extend(categoryAverages.shape);
export type ReviewFigures = z.infer<typeof reviewFiguresSchema>;

export const reviewsInsightsSchema = z.object({
  ...period,
  totals: reviewFiguresSchema,
  previous: reviewFiguresSchema,
  /** by the month the review was written */
  byMonth: z.array(reviewFiguresSchema.extend({ month: monthSchema })),
});
export type ReviewsInsights = z.infer<typeof reviewsInsightsSchema>;

/** insights-{kind}-{from}-{to}.csv */
export const insightsCsvFileName = (kind: InsightsKind, from: string, to: string) =>
  `insights-${kind}-${from}-${to}.csv`;

// ---------------------------------------------------------------------------------------------
// Recording views and impressions (public, no cookies, nothing personal stored)

/** How much of a listing card must be visible to count as an impression (001 section 9). */
export const IMPRESSION_THRESHOLD_PX = 175;
/** The most unit ids one beacon carries. */
export const IMPRESSIONS_MAX_UNITS = 50;

export const impressionsBodySchema = z.object({
  units: z.array(z.string().max(64)).min(1).max(IMPRESSIONS_MAX_UNITS),
});
export type ImpressionsBody = z.infer<typeof impressionsBodySchema>;
