import { z } from 'zod';

import { ROUTE_TEMPLATE_PATTERN, WEB_VITAL_METRICS, WEB_VITALS_RULES } from './web-vitals-rules.ts';

export * from './web-vitals-rules.ts';

/** Web vitals of real sessions (issue 13): the report the app sends and the staff's summary. */
export const webVitalSampleSchema = z.object({
  metric: z.enum(WEB_VITAL_METRICS),
  /** milliseconds, CLS × 1000; larger values are stored as 999999 */
  value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** LCP only: the element (a selector); longer ones are cut to 128 characters */
  target: z.string().max(1000).optional(),
});

export const webVitalsReportSchema = z.object({
  page: z.string().min(1).max(WEB_VITALS_RULES.pageMax).regex(ROUTE_TEMPLATE_PATTERN),
  samples: z.array(webVitalSampleSchema).min(1).max(WEB_VITALS_RULES.batchMax),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;

export const webVitalsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(WEB_VITALS_RULES.maxDays).default(WEB_VITALS_RULES.defaultDays),
});

export const webVitalsSummarySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** one row per page, p75 and sample count per metric (null: no sample) */
    pages: z.array(
      z.object({
        page: z.string(),
        metrics: z.array(
          z.object({ metric: z.enum(WEB_VITAL_METRICS), p75: z.number().int(), samples: z.number().int() }),
        ),
      }),
    ),
  })
  .meta({ id: 'WebVitalsSummary' });
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;
