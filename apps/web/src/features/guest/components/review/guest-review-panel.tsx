import type { ChatChannel } from '@host-portal/contracts/messaging';
import type { GuestReviewState } from '@host-portal/contracts/reviews';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconStar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useGuestReview } from '../../api/get-guest-review.ts';
import { mayReview } from '../../guest-status.ts';
import classes from '../guest.module.css';
import { GuestReviewForm } from './guest-review-form.tsx';
import { GuestReviewView } from './guest-review-view.tsx';

const today = () => new Date().toISOString().slice(0, 10);

export interface GuestReviewPanelProps {
  channel: ChatChannel;
  /** the e-mail's link asked for this stay's review: open it at once */
  openAtStart?: boolean;
  /** the dialog that opened at start was closed (the address can forget it) */
  onClosed?: () => void;
}

/**
 * Under the stay's header (issue 10): after check-out, "How was your stay?" with the last day to
 * review and a button that opens the form; once reviewed, a thank-you and the review to read
 * again; after the window, a plain note. Before check-out nothing shows.
 */
export function GuestReviewPanel({ channel, openAtStart = false, onClosed }: GuestReviewPanelProps) {
  const reservationId = channel.reservationId;
  const wanted = !!reservationId && (openAtStart || mayReview(channel, today()));
  if (!reservationId || !wanted) return null;
  return <ReviewLine reservationId={reservationId} openAtStart={openAtStart} onClosed={onClosed} />;
}

function ReviewLine({
  reservationId,
  openAtStart,
  onClosed,
}: {
  reservationId: string;
  openAtStart: boolean;
  onClosed: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const review = useGuestReview(reservationId);
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const state = review.data?.state;
  // the link from the e-mail opens the form (or the review written) as soon as the state is known
  const [autoOpen, setAutoOpen] = useState(openAtStart);
  useEffect(() => {
    if (autoOpen && (state === 'open' || state === 'done')) {
      setOpened(true);
      setAutoOpen(false);
    }
  }, [autoOpen, state]);
  const close = () => {
    setOpened(false);
    onClosed?.();
  };

  if (review.isPending) {
    return (
      <Group gap="xs" mt="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('guest.review.loading')}
        </Text>
      </Group>
    );
  }
  if (review.isError) {
    return (
      <Group gap="xs" mt="xs" role="alert">
        <Text size="sm">{t('guest.review.loadFailed')}</Text>
        <Button size="compact-xs" variant="default" onClick={() => void review.refetch()}>
          {t('commons.retry')}
        </Button>
      </Group>
    );
  }
  const data: GuestReviewState = review.data;
  if (data.state === 'closed') {
    return (
      <Text size="sm" c="dimmed" mt="xs">
        {t('guest.review.closed')}
      </Text>
    );
  }
  if (data.state === 'notYet') {
    // asked for by the link before the review window opened: say when it will
    return openAtStart ? (
      <Text size="sm" c="dimmed" mt="xs">
        {t('guest.review.notYet')}
      </Text>
    ) : null;
  }
  const title = data.state === 'open' ? t('guest.review.formTitle') : t('guest.review.yours');
  return (
    <>
      <div className={classes.reviewLine}>
        <div>
          <Text size="sm" fw={600}>
            {data.state === 'open' ? t('guest.review.ask') : t('guest.review.thanks')}
          </Text>
          {data.state === 'open' && data.until && (
            <Text size="sm" c="dimmed">
              {t('guest.review.until', { date: date(data.until, { dateStyle: 'long', timeZone: 'UTC' }) })}
            </Text>
          )}
        </div>
        <Button
          size="xs"
          variant={data.state === 'open' ? 'filled' : 'default'}
          leftSection={<IconStar size={16} aria-hidden="true" />}
          onClick={() => setOpened(true)}
        >
          {data.state === 'open' ? t('guest.review.write') : t('guest.review.show')}
        </Button>
      </div>
      <Dialog opened={opened} onClose={close} title={title} size="lg" fullScreen={!!phone} centered>
        {data.state === 'open' ? (
          <GuestReviewForm reservationId={reservationId} until={data.until} onCancel={close} />
        ) : (
          <GuestReviewView state={data} onClose={close} />
        )}
      </Dialog>
    </>
  );
}
