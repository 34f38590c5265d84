import type { InsightsKind } from '@host-portal/contracts/insights';

/** What an insights page asks for: a range of whole months and perhaps one unit. */
export interface InsightsFilter {
  from: string;
  to: string;
  unitId: string | null;
}

/** Query keys of the insights area; every query goes through these. */
export const insightsKeys = {
  all: ['insights'] as const,
  kind: (kind: InsightsKind, filter: InsightsFilter) => [...insightsKeys.all, kind, filter] as const,
};

export const INSIGHTS_PATH = '/api/app/insights';

export const insightsQuery = (filter: InsightsFilter) => ({
  from: filter.from,
  to: filter.to,
  unitId: filter.unitId ?? undefined,
});
