/** Query keys of the notification feed; every query and invalidation goes through these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
};

export const NOTIFICATIONS_PATH = '/api/app/notifications';
