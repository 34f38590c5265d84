import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type UserInteractions, userInteractionsQueryOptions } from './get-user-interactions.ts';

export const saveUserInteraction = (interactionType: string, interacted = true) =>
  api.put<UserInteractions | null>('/api/app/user/interactions', {
    interactions: [{ interactionType, interacted }],
  });

/** A type alone marks it done; `interacted: false` records it as presented but not done yet. */
type InteractionInput = string | { interactionType: string; interacted: boolean };
const inputOf = (input: InteractionInput) =>
  typeof input === 'string' ? { interactionType: input, interacted: true } : input;

/** Remembers a one-time hint; a failure only means the hint shows again, so it stays silent. */
export function useSaveUserInteraction() {
  const queryClient = useQueryClient();
  const key = userInteractionsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (input: InteractionInput) => {
      const { interactionType, interacted } = inputOf(input);
      return saveUserInteraction(interactionType, interacted);
    },
    meta: { silentError: true },
    onMutate: (input) => {
      const { interactionType, interacted } = inputOf(input);
      queryClient.setQueryData(key, (old) => ({
        interactions: [
          ...(old?.interactions ?? []).filter((i) => i.interactionType !== interactionType),
          { interactionType, interacted, createdAt: new Date().toISOString() },
        ],
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
