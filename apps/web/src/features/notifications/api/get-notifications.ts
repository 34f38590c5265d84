import { NOTIFICATION_RULES, type notificationsResponseSchema } from '@host-portal/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_PATH, notificationKeys } from './notification-keys.ts';

export type Notifications = z.infer<typeof notificationsResponseSchema>;

export const getNotifications = (page: number, signal?: AbortSignal) =>
  api.get<Notifications>(NOTIFICATIONS_PATH, { query: { page, limit: NOTIFICATION_RULES.pageSize }, signal });

/** The feed, newest first, page after page ("Load more"); its first page carries the unread count. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Notifications, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // the socket refreshes it live; this is for a socket that cannot connect
    refetchInterval: 5 * 60_000,
  });

export const useNotifications = (enabled = true) =>
  useInfiniteQuery({ ...notificationsQueryOptions(), enabled });

/** How many notifications are unread (the bell's badge). */
export const useUnreadNotifications = (enabled = true) =>
  useNotifications(enabled).data?.pages[0]?.unread ?? 0;
