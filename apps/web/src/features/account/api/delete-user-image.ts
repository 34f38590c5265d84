import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { USER_IMAGE_PATH } from './upload-user-image.ts';

export const deleteUserImage = () => api.delete<null>(USER_IMAGE_PATH);

export function useDeleteUserImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
