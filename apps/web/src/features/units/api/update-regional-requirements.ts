import type { updateRegionalRequirementsSchema } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useUnitEvents } from '../unit-events.tsx';
import type { RegionalRequirements } from './get-regional-requirements.ts';
import { type MutationToasts, unitKeys, unitPath } from './unit-keys.ts';

export type UpdateRegionalRequirements = z.infer<typeof updateRegionalRequirementsSchema>;

export const updateRegionalRequirements = (unitId: string, body: UpdateRegionalRequirements) =>
  api.patch<RegionalRequirements>(`${unitPath(unitId)}/regional-requirements`, body);

/** A fixed registration number clears the unit's invalid fields, so the unit and lists refresh too. */
export function useUpdateRegionalRequirements(
  unit: { id: string; propertyId: string },
  { silentError = true }: MutationToasts = {},
) {
  const queryClient = useQueryClient();
  const events = useUnitEvents();
  return useMutation({
    mutationFn: (body: UpdateRegionalRequirements) => updateRegionalRequirements(unit.id, body),
    meta: { silentError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(unit.id) }),
        queryClient.invalidateQueries({ queryKey: unitKeys.propertyLists(unit.propertyId) }),
        events.onUnitsChanged(unit.propertyId),
      ]),
  });
}
