import {
  normaliseVital,
  WEB_VITALS_RULES,
  type WebVitalMetric,
} from '@host-portal/contracts/web-vitals-rules';
import { matchPath } from 'react-router';
import {
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  onCLS,
  onINP,
  onLCP,
  onTTFB,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { paths, UNIT_PAGES } from './route-paths.ts';

export const WEB_VITALS_ENDPOINT = '/api/public/web-vitals';

type Sample = { metric: WebVitalMetric; value: number; target?: string };
type Metric =
  | CLSMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

const TEMPLATES: string[] = [...Object.values(paths), ...UNIT_PAGES.map((page) => `${paths.unit}/${page}`)];
const paramCount = (pattern: string) => (pattern.match(/:|\*/g) ?? []).length;

/**
 * The route template of an address (`/properties/:propertyId`), never the address itself: the
 * samples carry no ids. Of the patterns that match, the one with the fewest parameters wins
 * (`/messages/all` over `/messages/:channelStatus`); no match is the catch-all `/*`.
 */
export function routeTemplate(pathname: string): string {
  let best: string | null = null;
  for (const pattern of TEMPLATES) {
    if (!matchPath({ path: pattern, end: true }, pathname)) continue;
    if (best === null || paramCount(pattern) < paramCount(best)) best = pattern;
  }
  return best ?? '/*';
}

/** What the library reports, as the API takes it: the spec's caps, the LCP element (001 section 9). */
export function toSample(metric: Metric): Sample {
  const target = metric.name === 'LCP' ? metric.attribution.target : undefined;
  return normaliseVital(metric.name, metric.value, target);
}

/** Sends with sendBeacon (it survives the page going away), else a keepalive fetch. */
export function send(page: string, samples: Sample[]) {
  const body = JSON.stringify({ page, samples: samples.slice(0, WEB_VITALS_RULES.batchMax) });
  // a string goes as text/plain: no preflight, and the server reads it as JSON
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WEB_VITALS_ENDPOINT, body)) return;
  void fetch(WEB_VITALS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {});
}

/**
 * Reports LCP, CLS, INP and TTFB of this page load (ADR 0044) for the page it started on. The
 * metrics the library reports together (as the page is hidden) go in one request. Nothing is
 * stored in the browser and no identifier is sent; a visitor whose browser asks not to be tracked
 * (Global Privacy Control) sends nothing.
 */
export function startWebVitals(pathname: string = window.location.pathname) {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  const page = routeTemplate(pathname);
  let queue: Sample[] = [];
  const report = (metric: Metric) => {
    if (queue.length === 0) {
      queueMicrotask(() => {
        const batch = queue;
        queue = [];
        send(page, batch);
      });
    }
    queue.push(toSample(metric));
  };
  onTTFB(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
