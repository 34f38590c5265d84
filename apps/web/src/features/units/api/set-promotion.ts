import type { setPromotionSchema } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { type MutationToasts, unitKeys, unitPath } from './unit-keys.ts';

export type SetPromotion = z.infer<typeof setPromotionSchema>;

export const setPromotion = (unitId: string, body: SetPromotion) =>
  api.post<unknown>(`${unitPath(unitId)}/promotion`, body);

export function useSetPromotion(unitId: string, { silentError = true }: MutationToasts = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPromotion) => setPromotion(unitId, body),
    meta: { silentError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.promotions(unitId) }),
  });
}
