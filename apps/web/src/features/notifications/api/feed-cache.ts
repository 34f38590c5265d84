import type { Notification } from '@host-portal/contracts/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notifications } from './get-notifications.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks notifications read in the cached feed at once (`which` picks them), lowering the count. */
export function markReadInFeed(queryClient: QueryClient, which: (item: Notification) => boolean) {
  queryClient.setQueryData<InfiniteData<Notifications>>(notificationKeys.feed(), (old) => {
    if (!old) return old;
    const turned = old.pages
      .flatMap((page) => page.items)
      .filter((item) => !item.interacted && which(item)).length;
    return {
      ...old,
      pages: old.pages.map((page) => ({
        ...page,
        unread: Math.max(0, page.unread - turned),
        items: page.items.map((item) => (which(item) ? { ...item, interacted: true } : item)),
      })),
    };
  });
}

export const refreshFeed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.feed() });
