import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';

export const USER_IMAGE_PATH = '/api/app/user/image';

/** Multipart upload, field `image`; the server checks the content and re-encodes it. */
export function uploadUserImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return api.post<unknown>(USER_IMAGE_PATH, body);
}

export function useUploadUserImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUserImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
