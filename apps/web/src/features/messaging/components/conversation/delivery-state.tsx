import { Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from './conversation.module.css';

export type Delivery = 'sending' | 'sent' | 'seen' | 'failed';

const ICONS = { sending: IconClock, sent: IconCheck, seen: IconChecks, failed: IconAlertCircle } as const;

/**
 * An own message's state: sending, sent (stored), seen (the other side has read up to it), or
 * failed with a retry (the same clientId: stored once however often it is sent).
 */
export function DeliveryState({
  state,
  onRetry,
  onDiscard,
}: {
  state: Delivery;
  onRetry?: () => void;
  onDiscard?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  return (
    <Group gap={4} wrap="nowrap" className={classes.delivery} data-state={state}>
      <Icon size={14} aria-hidden="true" />
      <Text span size="xs" c={state === 'failed' ? 'red.8' : undefined}>
        {t(`messaging.delivery.${state}`)}
      </Text>
      {state === 'failed' && onRetry && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          {t('messaging.delivery.retry')}
        </Button>
      )}
      {state === 'failed' && onDiscard && (
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
          {t('messaging.delivery.discard')}
        </Button>
      )}
    </Group>
  );
}
