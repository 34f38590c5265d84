/**
 * The web vitals rules without zod (001 section 9, issue 13, ADR 0044): the app's reporter loads
 * them without the schema library. The app sends what the web-vitals library reports, normalised
 * by `normaliseVital`: integers, CLS × 1000, every value capped at 999999, the LCP element cut to
 * 128 characters. The page is the route template (`/properties/:propertyId`), never an address
 * with ids.
 */
export const WEB_VITAL_METRICS = ['LCP', 'CLS', 'INP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const WEB_VITALS_RULES = {
  maxValue: 999_999,
  clsFactor: 1000,
  targetMax: 128,
  pageMax: 200,
  /** samples in one report (one page life sends each metric once or a few times) */
  batchMax: 20,
  /** how far back the staff's table reads, by default and at most */
  defaultDays: 28,
  maxDays: 90,
} as const;

/** A route template: literal segments and `:params`; a segment with a long number is an id. */
export const ROUTE_TEMPLATE_PATTERN = /^\/(?:(?:[a-z][a-z0-9-]*|\d{1,3}|:[A-Za-z]+\??|\*)(?:\/|$))*$/;

/** An integer between 0 and 999999 (001 section 9). */
export const capVitalValue = (value: number): number =>
  Math.min(WEB_VITALS_RULES.maxValue, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

/** The LCP element, cut to 128 characters (001 section 9). */
export const capVitalTarget = (target: string): string => target.slice(0, WEB_VITALS_RULES.targetMax);

/** The spec's caps: CLS × 1000, integers, at most 999999; the LCP element to 128 characters. */
export function normaliseVital(
  metric: WebVitalMetric,
  value: number,
  target?: string | null,
): { metric: WebVitalMetric; value: number; target?: string } {
  const capped = capVitalValue(metric === 'CLS' ? value * WEB_VITALS_RULES.clsFactor : value);
  return metric === 'LCP' && target
    ? { metric, value: capped, target: capVitalTarget(target) }
    : { metric, value: capped };
}
