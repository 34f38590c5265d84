import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PromotionsConfiguration } from './get-promotions.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const getPromotionsConfiguration = (unitId: string, signal?: AbortSignal) =>
  api.get<PromotionsConfiguration>(`${unitPath(unitId)}/promotions/configuration`, { signal });

export const promotionsConfigurationQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.promotionsConfiguration(unitId),
    queryFn: ({ signal }) => getPromotionsConfiguration(unitId, signal),
    staleTime: 30 * 60_000,
  });

export const usePromotionsConfiguration = (unitId: string) =>
  useQuery(promotionsConfigurationQueryOptions(unitId));
