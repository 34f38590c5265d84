import type { UnitsPage } from '@host-portal/contracts/units';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitKeys } from './unit-keys.ts';

export const UNITS_PAGE_SIZE = 20;

export const getUnits = (propertyId: string, search: string, page: number, signal?: AbortSignal) =>
  api.get<UnitsPage>(`/api/app/properties/${encodeURIComponent(propertyId)}/units`, {
    query: { 'criteria[search]': search || undefined, page, limit: UNITS_PAGE_SIZE },
    signal,
  });

/** Pages are merged for infinite scroll; the next page is the current one plus one (000 section 7). */
export const unitsInfiniteQueryOptions = (propertyId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: unitKeys.list(propertyId, search),
    queryFn: ({ pageParam, signal }) => getUnits(propertyId, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UnitsPage) =>
      last.pagination.current < last.pagination.pages ? last.pagination.current + 1 : undefined,
  });

export const useUnits = (propertyId: string, search: string) =>
  useInfiniteQuery(unitsInfiniteQueryOptions(propertyId, search));
