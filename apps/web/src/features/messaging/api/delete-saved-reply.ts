import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagingKeys, savedReplyPath } from './messaging-keys.ts';

export const deleteSavedReply = (replyId: string) => api.delete<null>(savedReplyPath(replyId));

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.savedReplies() }),
  });
}
