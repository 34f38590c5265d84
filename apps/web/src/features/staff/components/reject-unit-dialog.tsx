import { zodResolver } from '@hookform/resolvers/zod';
import { staffRejectSchema } from '@host-portal/contracts/units';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { type StaffReject, useRejectUnit } from '../api/reject-unit.ts';

/** The fields staff may flag; the host's "action needed" opens the page editing the first one. */
export const REVIEW_FIELDS = [
  'registrationNumber',
  'nationalIdentificationCode',
  'title',
  'description',
  'photos',
  'amenities',
  'rooms',
  'priceAndAvailability',
  'bookingType',
  'cancellationPolicy',
] as const;

export function RejectUnitDialog({
  unitId,
  unitTitle,
  opened,
  onClose,
}: {
  unitId: string;
  unitTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectUnit(unitId);
  const form = useForm<StaffReject>({
    resolver: zodResolver(staffRejectSchema, zodMessages(t)),
    defaultValues: { invalidFields: [], message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await reject.mutateAsync(values);
      notifications.show({ color: 'green', message: t('staff.review.rejected', { title: unitTitle }) });
      form.reset();
      onClose();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['invalidFields', 'message']);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('staff.review.rejectTitle', { title: unitTitle })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.root?.server && (
            <Alert color="red" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="invalidFields"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('staff.review.invalidFields')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error ? t('staff.review.chooseField') : undefined}
                required
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                  {REVIEW_FIELDS.map((name) => (
                    <Checkbox key={name} value={name} label={t(`units.field.${name}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Textarea
            label={t('staff.review.message')}
            description={t('staff.review.messageHint')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('staff.review.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
