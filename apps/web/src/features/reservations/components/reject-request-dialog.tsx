import {
  EXPLANATION_MAX,
  REQUEST_REJECTION_REASONS,
  type RejectBookingRequest,
} from '@host-portal/contracts/reservations';
import { Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRejectBookingRequest } from '../api/reject-booking-request.ts';
import { AnswerDialog, ReasonChoice, useSendAnswer } from './answer-dialog.tsx';

type Reason = (typeof REQUEST_REJECTION_REASONS)[number];

/**
 * 000 section 5: the explanation goes with the reason Other (where it is required) or with a
 * sub-reason; otherwise it is not sent.
 */
export function rejectRequestBody(
  reason: Reason,
  subReason: string,
  explanation: string,
): RejectBookingRequest {
  const body: RejectBookingRequest = { reason };
  const sub = subReason.trim();
  const text = explanation.trim();
  if (sub) body.subReason = sub;
  if (text && (reason === 'OTHER' || sub)) body.explanation = text;
  return body;
}

export function RejectRequestDialog({
  requestId,
  opened,
  onClose,
}: {
  requestId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectBookingRequest(requestId);
  const [reason, setReason] = useState<Reason | ''>('');
  const [subReason, setSubReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});
  const explanationAllowed = reason === 'OTHER' || subReason.trim() !== '';

  const send = useSendAnswer(
    reject,
    ['reason', 'explanation'] as const,
    setErrors,
    t('reservations.reject.requestDone'),
    onClose,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.reject.reasonRequired') });
    if (reason === 'OTHER' && !explanation.trim()) {
      return setErrors({ explanation: t('reservations.reject.explanationRequired') });
    }
    setErrors({});
    send(rejectRequestBody(reason, subReason, explanation));
  };

  return (
    <AnswerDialog
      opened={opened}
      onClose={onClose}
      title={t('reservations.reject.requestTitle')}
      onSubmit={submit}
      pending={reject.isPending}
      closeLabel={t('commons.cancel')}
      submitLabel={t('reservations.actions.reject')}
    >
      <ReasonChoice
        label={t('reservations.reject.reason')}
        reasons={REQUEST_REJECTION_REASONS}
        labelPrefix="reservations.rejectReason"
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
      <TextInput
        label={t('reservations.reject.subReason')}
        description={t('reservations.reject.subReasonHint')}
        maxLength={80}
        value={subReason}
        onChange={(event) => setSubReason(event.currentTarget.value)}
      />
      <Textarea
        label={t('reservations.reject.explanation')}
        description={
          explanationAllowed
            ? t('reservations.reject.explanationHint')
            : t('reservations.reject.explanationRequestRule')
        }
        required={reason === 'OTHER'}
        disabled={!explanationAllowed}
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
