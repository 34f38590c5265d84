import {
  CANCELLATION_REASONS,
  CANCELLATION_SUB_REASONS,
  type CancelBooking,
  EXPLANATION_MAX,
} from '@host-portal/contracts/reservations';
import { Select, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { AnswerDialog, ReasonChoice, useSendAnswer } from './answer-dialog.tsx';

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

  const send = useSendAnswer(
    cancel,
    ['reason', 'explanation'] as const,
    setErrors,
    t('reservations.cancel.done'),
    onClose,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.cancel.reasonRequired') });
    setErrors({});
    send(cancelBookingBody(reason, subReason, explanation));
  };

  return (
    <AnswerDialog
      opened={opened}
      onClose={onClose}
      title={t('reservations.cancel.title')}
      onSubmit={submit}
      pending={cancel.isPending}
      closeLabel={t('reservations.cancel.keep')}
      submitLabel={t('reservations.actions.cancel')}
    >
      <Text size="sm">{t('reservations.cancel.warning')}</Text>
      <ReasonChoice
        label={t('reservations.cancel.reason')}
        reasons={CANCELLATION_REASONS}
        labelPrefix="reservations.cancelReason"
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
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
    </AnswerDialog>
  );
}
