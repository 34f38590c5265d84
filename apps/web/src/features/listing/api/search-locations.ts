import type { geocodeResultSchema } from '@host-portal/contracts/listing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export type GeocodeItem = GeocodeResult['items'][number];

/** GET /api/app/geocoding/search?q=&hl= (the server's offline gazetteer). */
export const searchLocations = (q: string, hl: string, signal?: AbortSignal) =>
  api.get<GeocodeResult>('/api/app/geocoding/search', { query: { q, hl }, signal });

export const searchLocationsQueryOptions = (q: string, hl: string) =>
  queryOptions({
    queryKey: listingKeys.geocode(q, hl),
    queryFn: ({ signal }) => searchLocations(q, hl, signal),
    enabled: q.length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSearchLocations = (q: string, hl: string) => useQuery(searchLocationsQueryOptions(q, hl));
