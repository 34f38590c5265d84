import type { createUnitResponseSchema } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { propertyQueryOptions } from './get-property.ts';
import { propertyPath } from './listing-keys.ts';

/** POST /api/app/properties/{propertyId}/units (empty body): the next unit of a multi-unit property. */
export const createUnit = (propertyId: string) =>
  api.post<z.infer<typeof createUnitResponseSchema>>(`${propertyPath(propertyId)}/units`);

export function useCreateUnit(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createUnit(propertyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyQueryOptions(propertyId).queryKey }),
  });
}
