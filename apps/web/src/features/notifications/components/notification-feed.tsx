import type { Notification } from '@host-portal/contracts/notifications';
import { Button, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notifications.module.css';

/**
 * The feed in the bell's dropdown: newest first, "Load more", "Mark all as read". Opening one marks
 * it read (an interaction, 001 section 7) and goes to the screen that handles it.
 */
export function NotificationFeed({ onNavigate, titleId }: { onNavigate: () => void; titleId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feed = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = feed.data?.pages[0]?.unread ?? 0;

  const open = (item: Notification) => {
    if (!item.interacted) markOne.mutate(item.key);
    onNavigate();
    navigate(item.link);
  };

  return (
    <section>
      <div className={classes.head}>
        <Title order={2} fz="md" id={titleId}>
          {t('notifications.title')}
        </Title>
        <Button size="compact-sm" variant="subtle" disabled={unread === 0} onClick={() => markAll.mutate()}>
          {t('notifications.markAll')}
        </Button>
      </div>
      {feed.isPending ? (
        <LoadingSkeleton
          count={3}
          item={
            <Stack gap={6} px="md" py="sm">
              <Skeleton height={12} width="70%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          }
        />
      ) : feed.isError && items.length === 0 ? (
        <Stack p="md">
          <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg" size="sm">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={titleId}>
          {items.map((item) => (
            <NotificationItem key={item.key} item={item} onOpen={open} />
          ))}
          {feed.hasNextPage && (
            <li>
              <Center py="xs">
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={feed.isFetchingNextPage}
                  onClick={() => void feed.fetchNextPage()}
                >
                  {t('notifications.loadMore')}
                </Button>
              </Center>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
