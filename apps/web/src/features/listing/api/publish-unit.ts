import type { Unit } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { unitQueryOptions } from './get-unit.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const publishUnit = (unitId: string) => api.patch<Unit | null>(`${unitPath(unitId)}/publish`);

/** Publishing refreshes the unit, the user info and the property (000 section 4). */
export function usePublishUnit(unitId: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishUnit(unitId),
    // a refusal may name data of a step the flow did not show: reload what decides the visible steps
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.property(propertyId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.regionalConfigurations() }),
      ]),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitQueryOptions(unitId).queryKey }),
        queryClient.invalidateQueries({ queryKey: listingKeys.property(propertyId) }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
      ]),
  });
}
