import { Alert } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';

/** The confirm clashed with another stay: the server's detail names it. */
export function ConflictAlert({ detail, onClose }: { detail: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconCalendarX aria-hidden="true" />}
      title={t('reservations.confirm.conflictTitle')}
      withCloseButton
      closeButtonLabel={t('commons.close')}
      onClose={onClose}
    >
      {detail || t('reservations.confirm.conflictFallback')}
    </Alert>
  );
}
