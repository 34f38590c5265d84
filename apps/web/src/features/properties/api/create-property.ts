import type { CreateProperty, createPropertyResponseSchema } from '@host-portal/contracts/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './property-keys.ts';

export type CreatedProperty = z.infer<typeof createPropertyResponseSchema>;

export const createProperty = (body: CreateProperty) =>
  api.post<CreatedProperty>('/api/app/properties', body);

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
