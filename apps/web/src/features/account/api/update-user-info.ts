import type { UpdateUserInfo } from '@host-portal/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions, USER_INFO_PATH } from '../../../lib/current-user.ts';

export const updateUserInfo = (body: UpdateUserInfo) => api.patch<unknown>(USER_INFO_PATH, body);

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
