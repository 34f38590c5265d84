import {
  EXPLANATION_MAX,
  GUEST_MESSAGE_MAX,
  INQUIRY_REJECTION_REASONS,
  type RejectInquiry,
} from '@host-portal/contracts/reservations';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRejectInquiry } from '../api/reject-inquiry.ts';
import { fieldError, toastError, toastSuccess } from './action-feedback.ts';

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.reject.reasonRequired') });
    if (reason === 'OTHER' && !explanation.trim()) {
      return setErrors({ explanation: t('reservations.reject.explanationRequired') });
    }
    setErrors({});
    reject.mutate(rejectInquiryBody(reason, explanation, message), {
      onSuccess: () => {
        toastSuccess(t('reservations.reject.inquiryDone'));
        onClose();
      },
      onError: (error) => {
        setErrors({
          reason: fieldError(error, 'reason'),
          explanation: fieldError(error, 'explanation'),
          message: fieldError(error, 'message'),
        });
        toastError(error, t);
      },
    });
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('reservations.reject.inquiryTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={t('reservations.reject.reason')}
            value={reason}
            onChange={(value) => setReason(value as Reason)}
            error={errors.reason}
            required
          >
            <Stack gap="xs" mt="xs">
              {INQUIRY_REJECTION_REASONS.map((name) => (
                <Radio key={name} value={name} label={t(`reservations.rejectReason.${name}`)} />
              ))}
            </Stack>
          </Radio.Group>
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('reservations.actions.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
