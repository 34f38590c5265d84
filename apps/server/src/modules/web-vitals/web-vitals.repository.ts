import type { WebVitalMetric } from '@host-portal/contracts/web-vitals';
import type { Database } from '../../db/client.ts';

export interface VitalRow {
  metric: WebVitalMetric;
  value: number;
  target: string | null;
}

/** `web_vital_samples`: one row per measurement, read as p75 per page and metric. */
export function webVitalsRepository(database: Database) {
  return {
    async insert(day: string, page: string, rows: VitalRow[]): Promise<void> {
      if (!rows.length) return;
      const params: unknown[] = [day, page];
      const values = rows.map((r) => {
        params.push(r.metric, r.value, r.target);
        const n = params.length;
        return `($1, $2, $${n - 2}, $${n - 1}, $${n})`;
      });
      await database.query(
        `insert into web_vital_samples (day, page, metric, value, target) values ${values.join(', ')}`,
        params,
      );
    },

    /** The 75th percentile (a measured value: percentile_disc) per page and metric, days inclusive. */
    async p75(from: string, to: string) {
      return database.query<{ page: string; metric: WebVitalMetric; p75: number; samples: number | string }>(
        `select page, metric,
                percentile_disc(0.75) within group (order by value) as p75, count(*) as samples
           from web_vital_samples where day between $1 and $2
          group by page, metric order by page, metric`,
        [from, to],
      );
    },

    async pruneBefore(day: string): Promise<number> {
      const rows = await database.query('delete from web_vital_samples where day < $1 returning 1', [day]);
      return rows.length;
    },
  };
}
export type WebVitalsRepository = ReturnType<typeof webVitalsRepository>;
