import {
  CANCELLATION_REASONS,
  CANCELLATION_SUB_REASONS,
  type CancelBooking,
  EXPLANATION_MAX,
} from '@host-portal/contracts/reservations';
import { Button, Group, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { fieldError, toastError, toastSuccess } from './action-feedback.ts';

type Reason = (typeof CANCELLATION_REASONS)[number];
type SubReason = (typeof CANCELLATION_SUB_REASONS)[number];

/** A reason is required; the sub-reason only under PROPERTY_UNAVAILABLE; no empty explanation. */
export function cancelBookingBody(
  reason: Reason,
  subReason: SubReason | '',
  explanation: string,
): CancelBooking {
  const body: CancelBooking = { reason };
  if (reason === 'PROPERTY_UNAVAILABLE' && subReason) body.subReason = subReason;
  if (explanation.trim()) body.explanation = explanation.trim();
  return body;
}

export function CancelBookingDialog({
  bookingId,
  opened,
  onClose,
}: {
  bookingId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelBooking(bookingId);
  const [reason, setReason] = useState<Reason | ''>('');
  const [subReason, setSubReason] = useState<SubReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.cancel.reasonRequired') });
    setErrors({});
    cancel.mutate(cancelBookingBody(reason, subReason, explanation), {
      onSuccess: () => {
        toastSuccess(t('reservations.cancel.done'));
        onClose();
      },
      onError: (error) => {
        setErrors({ reason: fieldError(error, 'reason'), explanation: fieldError(error, 'explanation') });
        toastError(error, t);
      },
    });
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('reservations.cancel.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('reservations.cancel.warning')}</Text>
          <Radio.Group
            label={t('reservations.cancel.reason')}
            value={reason}
            onChange={(value) => setReason(value as Reason)}
            error={errors.reason}
            required
          >
            <Stack gap="xs" mt="xs">
              {CANCELLATION_REASONS.map((name) => (
                <Radio key={name} value={name} label={t(`reservations.cancelReason.${name}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {reason === 'PROPERTY_UNAVAILABLE' && (
            <Select
              label={t('reservations.cancel.subReason')}
              placeholder={t('reservations.cancel.subReasonPlaceholder')}
              data={CANCELLATION_SUB_REASONS.map((name) => ({
                value: name,
                label: t(`reservations.cancelSubReason.${name}`),
              }))}
              value={subReason || null}
              onChange={(value) => setSubReason((value as SubReason | null) ?? '')}
              clearable
            />
          )}
          <Textarea
            label={t('reservations.cancel.explanation')}
            description={t('reservations.cancel.explanationHint')}
            autosize
            minRows={3}
            maxLength={EXPLANATION_MAX}
            value={explanation}
            error={errors.explanation}
            onChange={(event) => setExplanation(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reservations.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('reservations.actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
