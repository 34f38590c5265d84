import type { ListingProgress } from '@host-portal/contracts/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const getListingProgress = (unitId: string, signal?: AbortSignal) =>
  api.get<ListingProgress>(`${unitPath(unitId)}/listing-progress`, { signal });

export const listingProgressQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.progress(unitId),
    queryFn: ({ signal }) => getListingProgress(unitId, signal),
  });

export const useListingProgress = (unitId: string) => useQuery(listingProgressQueryOptions(unitId));
