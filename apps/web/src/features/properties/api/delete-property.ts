import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyQueryOptions } from './get-property.ts';
import { propertyKeys } from './property-keys.ts';

export const deleteProperty = (id: string) =>
  api.delete<null>(`/api/app/properties/${encodeURIComponent(id)}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: propertyQueryOptions(id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.selectorLists() }),
      ]);
    },
  });
}
