import type { Unit } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { useUnitEvents } from '../unit-events.tsx';
import { unitKeys, unitPath } from './unit-keys.ts';

export type PublicationAction = 'publish' | 'unpublish';

export const changeUnitPublication = (id: string, action: PublicationAction) =>
  api.patch<Unit | null>(`${unitPath(id)}/${action}`);

/**
 * Publish or unpublish (000 section 4): refreshes the unit, the user info, the property (through the
 * app's unit events) and the units lists.
 */
export function useChangeUnitPublication(unit: Pick<Unit, 'id' | 'propertyId'>) {
  const queryClient = useQueryClient();
  const events = useUnitEvents();
  return useMutation({
    mutationFn: (action: PublicationAction) => changeUnitPublication(unit.id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(unit.id) }),
        queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
        events.onUnitsChanged(unit.propertyId),
      ]),
  });
}
