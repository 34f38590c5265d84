import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type UserInteractions, userInteractionsQueryOptions } from './get-user-interactions.ts';

export const saveUserInteraction = (interactionType: string) =>
  api.put<UserInteractions | null>('/api/app/user/interactions', {
    interactions: [{ interactionType, interacted: true }],
  });

/** Remembers a one-time hint; a failure only means the hint shows again, so it stays silent. */
export function useSaveUserInteraction() {
  const queryClient = useQueryClient();
  const key = userInteractionsQueryOptions().queryKey;
  return useMutation({
    mutationFn: saveUserInteraction,
    meta: { silentError: true },
    onMutate: (interactionType) => {
      queryClient.setQueryData(key, (old) => ({
        interactions: [
          ...(old?.interactions ?? []).filter((i) => i.interactionType !== interactionType),
          { interactionType, interacted: true, createdAt: new Date().toISOString() },
        ],
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
