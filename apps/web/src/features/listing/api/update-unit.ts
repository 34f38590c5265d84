import type { Unit, UpdateUnit } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitQueryOptions } from './get-unit.ts';
import { unitPath } from './listing-keys.ts';

/** PATCH /api/app/property-unit/{id} with the changed fields only. */
export const updateUnit = (unitId: string, body: UpdateUnit) => api.patch<Unit>(unitPath(unitId), body);

export function useUpdateUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUnit) => updateUnit(unitId, body),
    onSuccess: (unit) => {
      if (unit && typeof unit === 'object') queryClient.setQueryData(unitQueryOptions(unitId).queryKey, unit);
      return queryClient.invalidateQueries({ queryKey: unitQueryOptions(unitId).queryKey });
    },
  });
}
