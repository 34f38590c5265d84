import type { ChatChannel } from '@host-portal/contracts/messaging';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { canWithdraw } from '../guest-status.ts';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import classes from './guest.module.css';
import { StayStatus, useStayDates } from './guest-stays.tsx';
import { GuestReviewPanel } from './review/guest-review-panel.tsx';

/**
 * Above the conversation: the stay it is about, "Cancel request" while the host has not answered,
 * and after check-out the review (issue 10; `openReview` opens its form at once).
 */
export function GuestStayHeader({
  channel,
  openReview = false,
  onReviewClosed,
}: {
  channel: ChatChannel;
  openReview?: boolean;
  onReviewClosed?: () => void;
}) {
  const { t } = useTranslation();
  const dates = useStayDates();
  const [confirming, setConfirming] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const host = channel.members.find((m) => m.role === 'host')?.name;
  return (
    <div className={classes.stayHeader}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            {channel.unitTitle ?? channel.title}
          </Title>
          <Text size="sm" c="dimmed">
            {[dates(channel), channel.stay ? t('guest.chat.guests', { count: channel.stay.guests }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {host && (
            <Text size="sm" c="dimmed">
              {t('guest.chat.host', { name: host })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <StayStatus channel={channel} />
          {canWithdraw(channel) && channel.reservationId && (
            <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('guest.cancel.action')}
            </Button>
          )}
        </Group>
      </Group>
      <GuestReviewPanel channel={channel} openAtStart={openReview} onClosed={onReviewClosed} />
      {withdrawn && (
        <Alert
          color="green"
          variant="light"
          role="status"
          mt="xs"
          withCloseButton
          onClose={() => setWithdrawn(false)}
          closeButtonLabel={t('commons.close')}
        >
          {t('guest.cancel.done')}
        </Alert>
      )}
      {channel.reservationId && (
        <CancelRequestDialog
          reservationId={channel.reservationId}
          opened={confirming}
          onClose={() => setConfirming(false)}
          onCancelled={() => setWithdrawn(true)}
        />
      )}
    </div>
  );
}
