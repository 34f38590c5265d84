import type { Unit, UpdateUnit } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitQueryOptions } from './get-unit.ts';
import { type MutationToasts, unitKeys, unitPath } from './unit-keys.ts';

export const updateUnit = (id: string, body: UpdateUnit) => api.patch<Unit>(unitPath(id), body);

/** Form errors land on the fields, so the global toast stays quiet unless the caller asks for it. */
export function useUpdateUnit(
  unit: Pick<Unit, 'id' | 'propertyId'>,
  { silentError = true }: MutationToasts = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUnit) => updateUnit(unit.id, body),
    meta: { silentError },
    onSuccess: (updated) => {
      if (updated && typeof updated === 'object') {
        queryClient.setQueryData(unitQueryOptions(unit.id).queryKey, updated);
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(unit.id) }),
        queryClient.invalidateQueries({ queryKey: unitKeys.propertyLists(unit.propertyId) }),
      ]);
    },
  });
}
