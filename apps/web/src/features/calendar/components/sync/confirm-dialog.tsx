import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';

/** A yes/no question before something that cannot be taken back. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  pending,
  danger = false,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('commons.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
