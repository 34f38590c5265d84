import type { promotionsConfigurationSchema, promotionsSchema } from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { unitKeys, unitPath } from './unit-keys.ts';

export type Promotions = z.infer<typeof promotionsSchema>;
export type PromotionsConfiguration = z.infer<typeof promotionsConfigurationSchema>;

export const getPromotions = (unitId: string, signal?: AbortSignal) =>
  api.get<Promotions>(`${unitPath(unitId)}/promotions`, { signal });

export const getPromotionsConfiguration = (unitId: string, signal?: AbortSignal) =>
  api.get<PromotionsConfiguration>(`${unitPath(unitId)}/promotions/configuration`, { signal });

export const promotionsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: unitKeys.promotions(unitId),
    queryFn: ({ signal }) => getPromotions(unitId, signal),
  });

export const promotionsConfigurationQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: unitKeys.promotionsConfiguration(unitId),
    queryFn: ({ signal }) => getPromotionsConfiguration(unitId, signal),
    staleTime: 10 * 60_000,
  });

export const usePromotions = (unitId: string) => useQuery(promotionsQueryOptions(unitId));
export const usePromotionsConfiguration = (unitId: string) =>
  useQuery(promotionsConfigurationQueryOptions(unitId));
