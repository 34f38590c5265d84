import type { updateRegionalRequirementsSchema } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { regionalRequirementsQueryOptions } from './get-regional-requirements.ts';
import { unitQueryOptions } from './get-unit.ts';
import { unitPath } from './listing-keys.ts';

export type UpdateRegionalRequirements = z.infer<typeof updateRegionalRequirementsSchema>;

export const updateRegionalRequirements = (unitId: string, body: UpdateRegionalRequirements) =>
  api.patch<unknown>(`${unitPath(unitId)}/regional-requirements`, body);

export function useUpdateRegionalRequirements(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRegionalRequirements) => updateRegionalRequirements(unitId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: regionalRequirementsQueryOptions(unitId).queryKey }),
        queryClient.invalidateQueries({ queryKey: unitQueryOptions(unitId).queryKey }),
      ]),
  });
}
