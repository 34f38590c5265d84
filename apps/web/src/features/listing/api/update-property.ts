import type { UpdateProperty, updatePropertyResponseSchema } from '@host-portal/contracts/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { propertyQueryOptions } from './get-property.ts';
import { propertyPath } from './listing-keys.ts';

export const updateProperty = (propertyId: string, body: UpdateProperty) =>
  api.patch<z.infer<typeof updatePropertyResponseSchema>>(propertyPath(propertyId), body);

export function useUpdateProperty(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProperty) => updateProperty(propertyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyQueryOptions(propertyId).queryKey }),
  });
}
