import type { ChatMessage } from '@host-portal/contracts/messaging';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconFile, IconSpeakerphone } from '@tabler/icons-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import type { ViewerRole } from './chat-api.ts';
import classes from './conversation.module.css';
import type { ConversationData, PendingMessage } from './conversation-data.ts';
import { DeliveryState } from './delivery-state.tsx';
import { MessageAttachment } from './message-attachment.tsx';
import { dayKey, useDayLabel } from './message-days.ts';
import { MessageText } from './message-text.tsx';

type Entry = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };

const createdAt = (entry: Entry) =>
  entry.kind === 'message' ? entry.message.createdAt : entry.pending.createdAt;
/** Within this distance of the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 120;
/** Within this distance of the top, scrolling up loads older messages. */
const NEAR_TOP_PX = 80;

/**
 * The messages of a conversation by day (a separator per day), own on one side and the other side's
 * on the other, the platform's in the middle. Scrolling up loads older messages and keeps the view
 * where it was; new messages scroll into view when the reader is at the bottom.
 */
export function MessageLog({
  data,
  viewerRole,
  otherReadSeq,
  older,
  onLoadOlder,
  onRetry,
  onDiscard,
  label,
}: {
  data: ConversationData;
  viewerRole: ViewerRole;
  otherReadSeq: number;
  older: { loading: boolean; failed: boolean };
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const entries: Entry[] = [
    ...data.messages.map((message) => ({ kind: 'message' as const, message })),
    ...data.pending.map((pending) => ({ kind: 'pending' as const, pending })),
  ];

  // where the view was before older messages were put above it, and the last entry it showed
  const beforeOlder = useRef<{ top: number; height: number } | null>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first: string | null; last: string | null; count: number }>({
    first: null,
    last: null,
    count: 0,
  });
  const firstId = data.messages[0]?.id ?? null;
  const lastEntry = entries.at(-1);
  const lastId = lastEntry
    ? lastEntry.kind === 'message'
      ? lastEntry.message.id
      : lastEntry.pending.clientId
    : null;

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const previous = shown.current;
    shown.current = { first: firstId, last: lastId, count: entries.length };
    if (previous.count === 0) {
      node.scrollTop = node.scrollHeight;
      return;
    }
    if (beforeOlder.current && firstId !== previous.first) {
      node.scrollTop = beforeOlder.current.top + (node.scrollHeight - beforeOlder.current.height);
      beforeOlder.current = null;
      return;
    }
    if (lastId !== previous.last) {
      const ownNew = lastEntry?.kind === 'pending' || lastEntry?.message.sender === viewerRole;
      if (ownNew || atBottom.current) node.scrollTop = node.scrollHeight;
    }
  });

  const loadOlder = () => {
    if (!data.hasOlder || older.loading) return;
    const node = scroller.current;
    if (node) beforeOlder.current = { top: node.scrollTop, height: node.scrollHeight };
    onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      onScroll={(event) => {
        const node = event.currentTarget;
        atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM_PX;
        if (node.scrollTop < NEAR_TOP_PX) loadOlder();
      }}
    >
      {data.hasOlder && (
        <Group justify="center" py="xs">
          {older.loading ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {t('messaging.log.loadingOlder')}
              </Text>
            </Group>
          ) : (
            <Button size="compact-sm" variant="subtle" onClick={loadOlder}>
              {older.failed ? t('messaging.log.olderFailed') : t('messaging.log.loadOlder')}
            </Button>
          )}
        </Group>
      )}
      <div role="log" aria-live="polite" aria-label={label} className={classes.log}>
        {entries.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" size="sm">
            {t('messaging.log.empty')}
          </Text>
        )}
        {entries.map((entry, index) => {
          const previous = entries[index - 1];
          const day = dayKey(createdAt(entry));
          const newDay = !previous || dayKey(createdAt(previous)) !== day;
          const time = format.date(createdAt(entry), { timeStyle: 'short' });
          return (
            <Fragment key={entry.kind === 'message' ? entry.message.id : entry.pending.clientId}>
              {newDay && (
                <div className={classes.day}>
                  <span>{dayLabel(createdAt(entry))}</span>
                </div>
              )}
              {entry.kind === 'pending' ? (
                <div className={classes.own}>
                  <span className="hp-visually-hidden">{t('messaging.message.you')}: </span>
                  <div className={classes.bubble}>
                    {entry.pending.file && (
                      <span className={`${classes.attachment} ${classes.fileLink}`}>
                        <IconFile size={18} aria-hidden="true" />
                        {entry.pending.file.name}
                      </span>
                    )}
                    {entry.pending.body && <MessageText body={entry.pending.body} />}
                  </div>
                  <div className={classes.meta}>
                    <time dateTime={entry.pending.createdAt}>{time}</time>
                    <DeliveryState
                      state={entry.pending.status}
                      onRetry={() => onRetry(entry.pending.clientId)}
                      onDiscard={() => onDiscard(entry.pending.clientId)}
                    />
                  </div>
                  {entry.pending.error && (
                    <Text size="xs" c="red.8" role="alert">
                      {entry.pending.error}
                    </Text>
                  )}
                </div>
              ) : (
                <MessageEntry
                  message={entry.message}
                  viewerRole={viewerRole}
                  showName={
                    newDay || previous?.kind !== 'message' || previous.message.sender !== entry.message.sender
                  }
                  seen={entry.message.seq <= otherReadSeq}
                  time={time}
                />
              )}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

function MessageEntry({
  message,
  viewerRole,
  showName,
  seen,
  time,
}: {
  message: ChatMessage;
  viewerRole: ViewerRole;
  showName: boolean;
  seen: boolean;
  time: string;
}) {
  const { t } = useTranslation();
  const own = message.sender === viewerRole;
  const platform = message.sender === 'platform';
  const name = own ? t('messaging.message.you') : message.senderName;
  return (
    <div className={own ? classes.own : platform ? classes.platform : classes.other} data-seq={message.seq}>
      {showName && !own ? (
        <Text size="xs" c="dimmed" className={classes.name}>
          {platform && <IconSpeakerphone size={14} aria-hidden="true" />}
          {name}
          <span className="hp-visually-hidden">:</span>
        </Text>
      ) : (
        <span className="hp-visually-hidden">{name}: </span>
      )}
      <div className={classes.bubble}>
        {message.attachment && <MessageAttachment attachment={message.attachment} />}
        {message.body && <MessageText body={message.body} />}
      </div>
      <div className={classes.meta}>
        <time dateTime={message.createdAt}>{time}</time>
        {own && <DeliveryState state={seen ? 'seen' : 'sent'} />}
      </div>
    </div>
  );
}
