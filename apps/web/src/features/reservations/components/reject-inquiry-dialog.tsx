import {
  EXPLANATION_MAX,
  GUEST_MESSAGE_MAX,
  INQUIRY_REJECTION_REASONS,
  type RejectInquiry,
} from '@host-portal/contracts/reservations';
import { Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRejectInquiry } from '../api/reject-inquiry.ts';
import { AnswerDialog, ReasonChoice, useSendAnswer } from './answer-dialog.tsx';

type Reason = (typeof INQUIRY_REJECTION_REASONS)[number];

/** 000 section 5: the explanation is sent only with the reason Other; the message when written. */
export function rejectInquiryBody(reason: Reason, explanation: string, message: string): RejectInquiry {
  const body: RejectInquiry = { reason };
  if (reason === 'OTHER' && explanation.trim()) body.explanation = explanation.trim();
  if (message.trim()) body.message = message.trim();
  return body;
}

export function RejectInquiryDialog({
  inquiryId,
  opened,
  onClose,
}: {
  inquiryId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectInquiry(inquiryId);
  const [reason, setReason] = useState<Reason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string; message?: string }>({});

  const send = useSendAnswer(
    reject,
    ['reason', 'explanation', 'message'] as const,
    setErrors,
    t('reservations.reject.inquiryDone'),
    onClose,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.reject.reasonRequired') });
    if (reason === 'OTHER' && !explanation.trim()) {
      return setErrors({ explanation: t('reservations.reject.explanationRequired') });
    }
    setErrors({});
    send(rejectInquiryBody(reason, explanation, message));
  };

  return (
    <AnswerDialog
      opened={opened}
      onClose={onClose}
      title={t('reservations.reject.inquiryTitle')}
      onSubmit={submit}
      pending={reject.isPending}
      closeLabel={t('commons.cancel')}
      submitLabel={t('reservations.actions.reject')}
    >
      <ReasonChoice
        label={t('reservations.reject.reason')}
        reasons={INQUIRY_REJECTION_REASONS}
        labelPrefix="reservations.rejectReason"
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
      {reason === 'OTHER' && (
        <Textarea
          label={t('reservations.reject.explanation')}
          description={t('reservations.reject.explanationHint')}
          required
          autosize
          minRows={3}
          maxLength={EXPLANATION_MAX}
          value={explanation}
          error={errors.explanation}
          onChange={(event) => setExplanation(event.currentTarget.value)}
        />
      )}
      <Textarea
        label={t('reservations.reject.message')}
        description={t('reservations.reject.messageHint')}
        autosize
        minRows={3}
        maxLength={GUEST_MESSAGE_MAX}
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
    </AnswerDialog>
  );
}
