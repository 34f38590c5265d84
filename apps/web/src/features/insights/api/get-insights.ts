import type {
  EarningsInsights,
  InsightsKind,
  OccupancyInsights,
  PerformanceInsights,
  ReviewsInsights,
} from '@host-portal/contracts/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { INSIGHTS_PATH, type InsightsFilter, insightsKeys, insightsQuery } from './insights-keys.ts';

interface Answers {
  earnings: EarningsInsights;
  occupancy: OccupancyInsights;
  performance: PerformanceInsights;
  reviews: ReviewsInsights;
}

/** GET /insights/{kind}: the figures of a range by month, with the period before it. */
export const insightsQueryOptions = <K extends InsightsKind>(kind: K, filter: InsightsFilter) =>
  queryOptions({
    queryKey: insightsKeys.kind(kind, filter),
    queryFn: ({ signal }) =>
      api.get<Answers[K]>(`${INSIGHTS_PATH}/${kind}`, { query: insightsQuery(filter), signal }),
  });

/** The previous range's figures stay on screen while the next range loads. */
export const useInsights = <K extends InsightsKind>(kind: K, filter: InsightsFilter) =>
  useQuery({ ...insightsQueryOptions(kind, filter), placeholderData: keepPreviousData });
