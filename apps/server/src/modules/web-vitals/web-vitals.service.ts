import {
  capVitalTarget,
  capVitalValue,
  WEB_VITAL_METRICS,
  WEB_VITALS_RULES,
  type WebVitalsReport,
  type WebVitalsSummary,
} from '@host-portal/contracts/web-vitals';
import type { WebVitalsRepository } from './web-vitals.repository.ts';

/** How long samples are kept: the staff's table reads at most 90 days back. */
export const KEEP_DAYS = WEB_VITALS_RULES.maxDays;

const day = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (d: Date, n: number) => new Date(d.getTime() - n * 86_400_000);

/**
 * Web vitals (001 section 9, ADR 0044): the app's reports are stored with the spec's caps applied
 * again here (whatever a client sends: values at most 999999, the LCP element cut to 128
 * characters, no element on the other metrics); the staff read p75 per page and metric.
 */
export function webVitalsService(repo: WebVitalsRepository, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    async record(report: WebVitalsReport): Promise<void> {
      // the values arrive normalised (CLS already × 1000): only the caps are applied again
      const rows = report.samples.map((s) => ({
        metric: s.metric,
        value: capVitalValue(s.value),
        target: s.metric === 'LCP' && s.target ? capVitalTarget(s.target) : null,
      }));
      await repo.insert(day(now()), report.page, rows);
    },

    async summary(days: number): Promise<WebVitalsSummary> {
      const to = now();
      const from = daysBefore(to, days - 1);
      const rows = await repo.p75(day(from), day(to));
      const pages = new Map<string, WebVitalsSummary['pages'][number]>();
      for (const r of rows) {
        const page = pages.get(r.page) ?? { page: r.page, metrics: [] };
        page.metrics.push({ metric: r.metric, p75: Number(r.p75), samples: Number(r.samples) });
        pages.set(r.page, page);
      }
      for (const page of pages.values()) {
        page.metrics.sort(
          (a, b) => WEB_VITAL_METRICS.indexOf(a.metric) - WEB_VITAL_METRICS.indexOf(b.metric),
        );
      }
      return { from: day(from), to: day(to), pages: [...pages.values()] };
    },

    /** Samples older than the table reads (the reservations sweep's job runs it). */
    async prune(): Promise<number> {
      return repo.pruneBefore(day(daysBefore(now(), KEEP_DAYS)));
    },
  };
}
export type WebVitalsService = ReturnType<typeof webVitalsService>;
