import type { WebVitalsSummary } from '@host-portal/contracts/web-vitals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** p75 per page and metric over the last `days` days (staff only; hosts get 404). */
export const webVitalsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: staffKeys.webVitals(days),
    queryFn: ({ signal }) =>
      api.get<WebVitalsSummary>('/api/staff/web-vitals', { query: { days }, signal, auth: true }),
    placeholderData: keepPreviousData,
  });

export const useWebVitals = (days: number) => useQuery(webVitalsQueryOptions(days));
