import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { type BookingType, useChangeBookingPreference } from '../api/change-booking-preference.ts';
import { type TaskType, useUpdateTask } from '../api/update-task.ts';

/** 000 section 9: the wide modal width. */
export const SWITCH_MODAL_WIDTH = 688;

/**
 * Switch all units to instant booking, or keep all as request booking (000 section 2). Defaults to
 * onLine; either choice marks the task done (the one it was opened for, from the home page's
 * tasks), then the modal closes.
 */
export function SwitchToInstantBookingModal({
  opened,
  onClose,
  taskType = 'bulk_switch_to_instant_booking',
}: {
  opened: boolean;
  onClose: () => void;
  taskType?: TaskType;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<BookingType>('onLine');
  const change = useChangeBookingPreference();
  const task = useUpdateTask();
  const pending = change.isPending || task.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync(choice);
      await task.mutateAsync({ taskType, status: 'done' });
      notifications.show({
        color: 'green',
        message:
          choice === 'onLine'
            ? t('pages.home.tasks.switchToInstantBookings.modal.afterApplySnackBar')
            : t('units.switchInstant.requestsKept'),
      });
    } catch {
      notifications.show({
        color: 'red',
        message: t('commons.errorOccuredPleaseTryAgain'),
        withBorder: true,
      });
    }
    setChoice('onLine');
    onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('units.switchInstant.title')}
      size={SWITCH_MODAL_WIDTH}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('units.switchInstant.intro')}</Text>
          <Radio.Group
            label={t('units.switchInstant.question')}
            value={choice}
            onChange={(value) => setChoice(value as BookingType)}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="onLine"
                label={t('units.switchInstant.onLine')}
                description={t('units.switchInstant.onLineDescription')}
              />
              <Radio
                value="onRequest"
                label={t('units.switchInstant.onRequest')}
                description={t('units.switchInstant.onRequestDescription')}
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('units.switchInstant.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
