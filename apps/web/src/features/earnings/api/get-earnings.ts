import type { EarningsPage, EarningUnits } from '@host-portal/contracts/earnings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  EARNINGS_LIMIT,
  EARNINGS_PATH,
  type EarningsFilter,
  earningsKeys,
  earningsQuery,
} from './earnings-keys.ts';

/** GET /user/earnings: a page of the host's earning bookings and the totals over the filter. */
export const earningsQueryOptions = (filter: EarningsFilter) =>
  queryOptions({
    queryKey: earningsKeys.page(filter),
    queryFn: ({ signal }) =>
      api.get<EarningsPage>(EARNINGS_PATH, {
        query: { ...earningsQuery(filter), page: filter.page, limit: EARNINGS_LIMIT },
        signal,
      }),
  });
/** The previous page stays on screen while the next filter loads. */
export const useEarnings = (filter: EarningsFilter) =>
  useQuery({ ...earningsQueryOptions(filter), placeholderData: keepPreviousData });

/** GET /user/earnings/units: the unit filter's options. */
export const earningUnitsQueryOptions = () =>
  queryOptions({
    queryKey: earningsKeys.units(),
    queryFn: ({ signal }) => api.get<EarningUnits>(`${EARNINGS_PATH}/units`, { signal }),
  });
export const useEarningUnits = () => useQuery(earningUnitsQueryOptions());
