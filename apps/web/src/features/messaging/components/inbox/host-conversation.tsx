import { Button, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { channelFromLists } from '../../api/channel-cache.ts';
import { channelQueryOptions } from '../../api/get-channel.ts';
import { useHostChatApi } from '../../api/host-chat-api.ts';
import { Conversation } from '../conversation/conversation.tsx';
import { SavedRepliesMenu } from '../saved-replies/saved-replies-menu.tsx';
import { ChannelHeader } from './channel-header.tsx';
import classes from './inbox.module.css';

/** The host's side of a conversation: the shared components with the host's endpoints and header. */
export function HostConversation({
  channelId,
  backTo,
  headingOrder,
}: {
  channelId: string;
  backTo?: string | undefined;
  headingOrder: 1 | 2;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = useHostChatApi();
  // the list already holds the channel: shown at once while its own request runs
  const query = useQuery({
    ...channelQueryOptions(channelId),
    placeholderData: () => channelFromLists(queryClient, channelId),
  });
  const channel = query.data;

  if (!channel) {
    if (query.isError) {
      return (
        <div className={classes.placeholder}>
          {isApiError(query.error) && query.error.status === 404 ? (
            <EmptyState
              title={t('messaging.notFound.title')}
              description={t('messaging.notFound.description')}
              action={
                backTo ? (
                  <Button component={Link} to={backTo} variant="default">
                    {t('messaging.back')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          )}
        </div>
      );
    }
    return (
      <Stack p="md" gap="sm" role="status" aria-label={t('commons.loading')}>
        <Skeleton height={20} width="40%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={120} mt="md" />
      </Stack>
    );
  }

  return (
    <Conversation
      key={channel.id}
      channel={channel}
      api={api}
      viewerRole="host"
      header={<ChannelHeader channel={channel} backTo={backTo} headingOrder={headingOrder} />}
      composerTools={(insert) => <SavedRepliesMenu channel={channel} onInsert={insert} />}
    />
  );
}
