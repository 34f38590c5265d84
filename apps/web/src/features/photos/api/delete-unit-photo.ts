import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitPhotosPath, unitPhotosQueryOptions } from './get-unit-photos.ts';

export const deleteUnitPhoto = ({ unitId, photoId }: { unitId: string; photoId: string }) =>
  api.delete<null>(`${unitPhotosPath(unitId)}/${encodeURIComponent(photoId)}`);

export function useDeleteUnitPhoto(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteUnitPhoto({ unitId, photoId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitPhotosQueryOptions(unitId).queryKey }),
  });
}
