import type { UnitPhotos } from '@host-portal/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitPhotosPath, unitPhotosQueryOptions } from './get-unit-photos.ts';

export const reorderUnitPhotos = ({ unitId, photoIds }: { unitId: string; photoIds: string[] }) =>
  api.patch<UnitPhotos>(`${unitPhotosPath(unitId)}/order`, { photoIds });

/** Shows the new order at once; the server's answer replaces it, a failure restores the old one. */
export function useReorderUnitPhotos(unitId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = unitPhotosQueryOptions(unitId);
  return useMutation({
    mutationFn: (photoIds: string[]) => reorderUnitPhotos({ unitId, photoIds }),
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const byId = new Map(previous.items.map((p) => [p.id, p]));
        const items = photoIds.flatMap((id, position) => {
          const photo = byId.get(id);
          return photo ? [{ ...photo, position }] : [];
        });
        queryClient.setQueryData(queryKey, { items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
