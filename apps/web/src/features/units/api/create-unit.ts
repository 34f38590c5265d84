import type { createUnitResponseSchema } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useUnitEvents } from '../unit-events.tsx';
import { unitKeys } from './unit-keys.ts';

export type CreatedUnit = z.infer<typeof createUnitResponseSchema>;

export const createUnit = (propertyId: string) =>
  api.post<CreatedUnit>(`/api/app/properties/${encodeURIComponent(propertyId)}/units`);

export function useCreateUnit(propertyId: string) {
  const queryClient = useQueryClient();
  const events = useUnitEvents();
  return useMutation({
    mutationFn: () => createUnit(propertyId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.propertyLists(propertyId) }),
        events.onUnitsChanged(propertyId),
      ]),
  });
}
