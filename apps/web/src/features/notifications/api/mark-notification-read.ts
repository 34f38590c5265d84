import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { markReadInFeed, refreshFeed } from './feed-cache.ts';

/** A notification is read once interacted with (001 sections 3 and 7): its key is the interaction type. */
export const markNotificationRead = (key: string) =>
  api.put<unknown>('/api/app/user/interaction', {
    interactions: [{ interactionType: key, interacted: true }],
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // the click also opens the notification's page; a failure there only leaves it unread
    meta: { silentError: true },
    onMutate: (key) => markReadInFeed(queryClient, (item) => item.key === key),
    onSettled: () => refreshFeed(queryClient),
  });
}
