import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a change that cannot be undone (revoking a key, removing an endpoint). */
export function ConfirmDialog({ opened, title, text, confirmLabel, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('commons.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading ?? false}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
