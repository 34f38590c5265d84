import type { ChatChannel } from '@host-portal/contracts/messaging';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';
import type { ChatApi, ViewerRole } from './chat-api.ts';
import { Composer, type InsertText } from './composer.tsx';
import classes from './conversation.module.css';
import { MessageLog } from './message-log.tsx';
import { useConversation } from './use-conversation.ts';
import { useOtherReadSeq, useTypingIndicator, useTypingSignal } from './use-live-signals.ts';
import { useMarkRead } from './use-mark-read.ts';

export interface ConversationProps {
  channel: ChatChannel;
  /** The endpoints of this side (host or guest). */
  api: ChatApi;
  viewerRole: ViewerRole;
  /** Above the messages: who, what stay, links (each side has its own). */
  header?: ReactNode;
  /** Beside the composer's send button (the host's saved replies). */
  composerTools?: (insert: InsertText) => ReactNode;
}

/**
 * One conversation, for the host's inbox and the guest's chat alike: the messages with day
 * separators and delivery states, "typing…", read receipts, marking read while on screen, and
 * the composer (none in a read-only channel). Give it a `key` of the channel id so that nothing
 * of one conversation (scroll, typing) carries over to the next.
 */
export function Conversation({ channel, api, viewerRole, header, composerTools }: ConversationProps) {
  const { t } = useTranslation();
  const conversation = useConversation(api, channel.id);
  const typing = useTypingIndicator(channel.id, viewerRole);
  const signalTyping = useTypingSignal(channel.id);
  const otherReadSeq = useOtherReadSeq(channel, viewerRole);
  const ownReadSeq = viewerRole === 'host' ? channel.hostReadSeq : channel.guestReadSeq;
  useMarkRead(api, channel.id, conversation.data, ownReadSeq, viewerRole);
  const { data, query } = conversation;

  return (
    <section className={classes.conversation} aria-label={channel.title || t('messaging.conversation.label')}>
      {header}
      {data ? (
        <MessageLog
          data={data}
          viewerRole={viewerRole}
          otherReadSeq={otherReadSeq}
          older={conversation.older}
          onLoadOlder={() => void conversation.loadOlder()}
          onRetry={conversation.retry}
          onDiscard={conversation.discard}
          label={t('messaging.log.label', { name: channel.title })}
        />
      ) : query.isError ? (
        <div className={classes.scroller}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className={classes.scroller}>
          <LoadingSkeleton
            count={4}
            item={
              <Stack gap={4}>
                <Skeleton height={12} width={80} />
                <Skeleton height={36} width="60%" radius="lg" />
              </Stack>
            }
          />
        </div>
      )}
      <div className={classes.typing} aria-live="polite">
        {typing && (
          <Text size="xs" c="dimmed" fs="italic">
            {t('messaging.typing', { name: typing })}
          </Text>
        )}
      </div>
      {channel.canWrite ? (
        <Composer
          onSend={conversation.send}
          onTyping={signalTyping}
          draftKey={`${viewerRole}:${channel.id}`}
          acceptsFiles={Boolean(api.sendAttachment)}
          {...(composerTools ? { tools: composerTools } : {})}
        />
      ) : (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />} m="sm">
          {t('messaging.readOnly')}
        </Alert>
      )}
    </section>
  );
}
