import type { promotionsConfigurationSchema, promotionsSchema } from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export type Promotions = z.infer<typeof promotionsSchema>;
export type PromotionsConfiguration = z.infer<typeof promotionsConfigurationSchema>;

export const getPromotions = (unitId: string, signal?: AbortSignal) =>
  api.get<Promotions>(`${unitPath(unitId)}/promotions`, { signal });

export const promotionsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.promotions(unitId),
    queryFn: ({ signal }) => getPromotions(unitId, signal),
  });

export const usePromotions = (unitId: string) => useQuery(promotionsQueryOptions(unitId));
