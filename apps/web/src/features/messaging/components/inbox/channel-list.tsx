import type { ChatChannel } from '@host-portal/contracts/messaging';
import { Button, Center, Paper, Skeleton, Stack } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';
import type { useChannels } from '../../api/get-channels.ts';
import type { ChannelListParams } from '../../api/messaging-keys.ts';
import { useUpdateChannel } from '../../api/update-channel.ts';
import { ChannelRow } from './channel-row.tsx';
import classes from './inbox.module.css';

/** The channels of the current status and filters, with loading, empty, error and "Load more". */
export function ChannelList({
  query,
  items,
  params,
  selectedId,
  linkTo,
}: {
  query: ReturnType<typeof useChannels>;
  items: ChatChannel[];
  params: ChannelListParams;
  selectedId: string | undefined;
  linkTo: (channelId: string) => string;
}) {
  const { t } = useTranslation();
  const update = useUpdateChannel();

  if (query.isPending) {
    return (
      <div className={classes.list}>
        <LoadingSkeleton
          count={6}
          item={
            <Stack gap={6} px="md" py="sm">
              <Skeleton height={14} width="50%" />
              <Skeleton height={10} width="70%" />
              <Skeleton height={10} width="90%" />
            </Stack>
          }
        />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className={classes.list}>
        <Paper p="md">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Paper>
      </div>
    );
  }
  if (items.length === 0) {
    const narrowed = Boolean(params.filter || params.search || params.recent);
    return (
      <div className={classes.list}>
        <Paper p="md">
          {narrowed ? (
            <EmptyState
              headingOrder={2}
              title={t('messaging.empty.filteredTitle')}
              description={t('messaging.empty.filteredDescription')}
            />
          ) : params.status === 'archived' ? (
            <EmptyState
              headingOrder={2}
              title={t('messaging.empty.archivedTitle')}
              description={t('messaging.empty.archivedDescription')}
            />
          ) : (
            <EmptyState
              headingOrder={2}
              icon={<IconMessages size={48} stroke={1.4} aria-hidden="true" />}
              title={t('messaging.empty.title')}
              description={t('messaging.empty.description')}
            />
          )}
        </Paper>
      </div>
    );
  }

  return (
    <nav aria-label={t('messaging.list.label')} className={classes.list} aria-busy={query.isFetching}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((channel) => (
          <ChannelRow
            key={channel.id}
            channel={channel}
            to={linkTo(channel.id)}
            selected={channel.id === selectedId}
            onFavorite={(favorited) => update.mutate({ channelId: channel.id, flags: { favorited } })}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Center py="sm">
          <Button
            variant="default"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('messaging.list.loadMore')}
          </Button>
        </Center>
      )}
    </nav>
  );
}
