import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCheckoutReturn } from './checkout-return.ts';

/** Alert titles in the text colour: the light alerts' coloured titles miss the WCAG contrast. */
export const readable = { title: { color: 'var(--mantine-color-text)' } };

/** What became of the hosted checkout the host comes back from (nothing without its parameters). */
export function CheckoutReturnNotice({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation();
  const back = useCheckoutReturn();
  return (
    <>
      {back.state === 'confirming' && (
        <Alert color="blue" role="status" styles={readable} title={t('subscriptions.return.confirming')}>
          {t('subscriptions.return.confirmingText')}
        </Alert>
      )}
      {back.state === 'active' && (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
          styles={readable}
          title={t('subscriptions.return.active')}
        >
          {t('subscriptions.return.activeText')}
        </Alert>
      )}
      {back.state === 'pending' && (
        <Alert color="yellow" role="status" styles={readable} title={t('subscriptions.return.pending')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('subscriptions.return.pendingText')}</Text>
            <Button size="xs" variant="light" onClick={onCheckAgain}>
              {t('subscriptions.return.checkAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {back.state === 'cancelled' && (
        <Alert color="gray" role="status" styles={readable} title={t('subscriptions.return.cancelled')}>
          {t('subscriptions.return.cancelledText')}
        </Alert>
      )}
      {back.state === 'failed' && (
        <Alert color="red" role="alert" styles={readable} title={t('subscriptions.return.failed')}>
          {t('subscriptions.return.failedText')}
        </Alert>
      )}
    </>
  );
}
