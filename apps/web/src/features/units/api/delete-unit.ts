import type { Unit } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useUnitEvents } from '../unit-events.tsx';
import { unitKeys, unitPath } from './unit-keys.ts';

export const deleteUnit = (id: string) => api.delete<null>(unitPath(id));

export function useDeleteUnit(unit: Pick<Unit, 'id' | 'propertyId'>) {
  const queryClient = useQueryClient();
  const events = useUnitEvents();
  return useMutation({
    mutationFn: () => deleteUnit(unit.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: unitKeys.detail(unit.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
        events.onUnitsChanged(unit.propertyId),
      ]);
    },
  });
}
