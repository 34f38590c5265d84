import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { markReadInFeed, refreshFeed } from './feed-cache.ts';
import { NOTIFICATIONS_PATH } from './notification-keys.ts';

export const markAllNotificationsRead = () => api.post<null>(`${NOTIFICATIONS_PATH}/read-all`);

/** "Mark all as read" (001 section 4). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInFeed(queryClient, () => true),
    onSettled: () => refreshFeed(queryClient),
  });
}
