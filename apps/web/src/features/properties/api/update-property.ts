import type { UpdateProperty, updatePropertyResponseSchema } from '@host-portal/contracts/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { propertyQueryOptions } from './get-property.ts';
import { propertyKeys } from './property-keys.ts';

export type UpdatedProperty = z.infer<typeof updatePropertyResponseSchema>;

export const updateProperty = (id: string, body: UpdateProperty) =>
  api.patch<UpdatedProperty>(`/api/app/properties/${encodeURIComponent(id)}`, body);

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProperty) => updateProperty(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(propertyQueryOptions(id).queryKey, (old) =>
        old ? { ...old, ...updated } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.selectorLists() }),
      ]);
    },
  });
}
