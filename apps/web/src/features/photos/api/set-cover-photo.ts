import type { UnitPhotos } from '@host-portal/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitPhotosPath, unitPhotosQueryOptions } from './get-unit-photos.ts';

export const setCoverPhoto = ({ unitId, photoId }: { unitId: string; photoId: string }) =>
  api.put<UnitPhotos>(`${unitPhotosPath(unitId)}/${encodeURIComponent(photoId)}/cover`);

export function useSetCoverPhoto(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => setCoverPhoto({ unitId, photoId }),
    onSuccess: (data) => queryClient.setQueryData(unitPhotosQueryOptions(unitId).queryKey, data),
  });
}
