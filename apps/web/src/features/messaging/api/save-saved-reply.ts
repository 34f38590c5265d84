import type { SavedReply, savedReplyBodySchema } from '@host-portal/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { MESSAGING_PATH, messagingKeys, savedReplyPath } from './messaging-keys.ts';

export type SavedReplyBody = z.input<typeof savedReplyBodySchema>;

export const createSavedReply = (body: SavedReplyBody) =>
  api.post<SavedReply>(`${MESSAGING_PATH}/saved-replies`, body);
export const updateSavedReply = (replyId: string, body: SavedReplyBody) =>
  api.put<SavedReply>(savedReplyPath(replyId), body);

/** Creates a reply, or changes one when `replyId` is given; the form shows failures (no toast). */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, body }: { replyId?: string | undefined; body: SavedReplyBody }) =>
      replyId ? updateSavedReply(replyId, body) : createSavedReply(body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.savedReplies() }),
  });
}
