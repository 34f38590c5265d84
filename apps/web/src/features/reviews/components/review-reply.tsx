import { REVIEW_RULES, type Review } from '@host-portal/contracts/reviews';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageReply, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReplyForm } from './reply-form.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The host's side of a review: the public reply, a note on how long it may still be posted or
 * changed (or which window has closed), and the button that opens the inline form.
 */
export function ReviewReply({ review }: { review: Review }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  // back from the form, the focus returns to the button that opened it; the button keeps its place
  // in the tree, so it stays the same element when the saved reply turns "Reply" into "Edit reply"
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const now = Date.now();
  const reply = review.reply;
  const editable = reply !== null && review.canReply && Date.parse(reply.editableUntil) > now;
  const canPost = reply === null && review.canReply && Date.parse(review.replyUntil) > now;

  if (editing) {
    return (
      <ReplyForm
        reviewId={review.id}
        initial={reply?.text ?? ''}
        guestName={review.guestName}
        onDone={() => setEditing(false)}
      />
    );
  }
  const note = reply
    ? editable
      ? t('reviews.reply.editableUntil', { date: format.date(reply.editableUntil, DATE_TIME) })
      : t('reviews.reply.locked', { hours: REVIEW_RULES.replyEditHours })
    : canPost
      ? t('reviews.reply.openUntil', { date: format.date(review.replyUntil) })
      : t('reviews.reply.windowClosed', { date: format.date(review.replyUntil) });

  return (
    <Stack gap="xs">
      {reply && (
        <Box
          p="sm"
          bg="var(--mantine-color-default-hover)"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            borderLeft: '3px solid var(--mantine-primary-color-filled)',
          }}
        >
          <Text size="sm" fw={600}>
            {t('reviews.reply.yours')}{' '}
            <Text component="span" size="xs" c="dimmed" fw={400}>
              {format.date(reply.updatedAt)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.text}
          </Text>
        </Box>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {note}
        </Text>
        {(canPost || editable) && (
          <Button
            ref={button}
            variant={reply ? 'subtle' : 'light'}
            size="sm"
            leftSection={
              reply ? (
                <IconPencil size={16} aria-hidden="true" />
              ) : (
                <IconMessageReply size={16} aria-hidden="true" />
              )
            }
            onClick={() => setEditing(true)}
          >
            {reply ? t('reviews.reply.edit') : t('reviews.reply.button')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
