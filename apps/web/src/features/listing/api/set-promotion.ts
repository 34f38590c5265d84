import type { setPromotionSchema } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { promotionsQueryOptions } from './get-promotions.ts';
import { unitPath } from './listing-keys.ts';

export type SetPromotion = z.infer<typeof setPromotionSchema>;

/** POST /api/app/property-unit/{unitId}/promotion {type, state, data} */
export const setPromotion = (unitId: string, body: SetPromotion) =>
  api.post<unknown>(`${unitPath(unitId)}/promotion`, body);

export function useSetPromotion(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPromotion) => setPromotion(unitId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions(unitId).queryKey }),
  });
}
