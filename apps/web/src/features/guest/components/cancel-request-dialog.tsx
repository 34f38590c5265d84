import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCancelGuestRequest } from '../api/cancel-guest-request.ts';

/** "Cancel request?" — the guest confirms before a pending booking request is withdrawn. */
export function CancelRequestDialog({
  reservationId,
  opened,
  onClose,
  onCancelled,
}: {
  reservationId: string;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelGuestRequest();
  const confirm = () =>
    cancel.mutate(reservationId, {
      onSuccess: () => {
        onClose();
        onCancelled();
      },
    });
  return (
    <Dialog opened={opened} onClose={onClose} title={t('guest.cancel.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('guest.cancel.text')}</Text>
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(cancel.error) && cancel.error.message
              ? cancel.error.message
              : t('commons.errorOccuredPleaseTryAgain')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('guest.cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            {t('guest.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
