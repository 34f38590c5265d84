import {
  EXPLANATION_MAX,
  REQUEST_REJECTION_REASONS,
  type RejectBookingRequest,
} from '@host-portal/contracts/reservations';
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRejectBookingRequest } from '../api/reject-booking-request.ts';
import { fieldError, toastError, toastSuccess } from './action-feedback.ts';

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('reservations.reject.reasonRequired') });
    if (reason === 'OTHER' && !explanation.trim()) {
      return setErrors({ explanation: t('reservations.reject.explanationRequired') });
    }
    setErrors({});
    reject.mutate(rejectRequestBody(reason, subReason, explanation), {
      onSuccess: () => {
        toastSuccess(t('reservations.reject.requestDone'));
        onClose();
      },
      onError: (error) => {
        setErrors({ reason: fieldError(error, 'reason'), explanation: fieldError(error, 'explanation') });
        toastError(error, t);
      },
    });
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('reservations.reject.requestTitle')}
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
              {REQUEST_REJECTION_REASONS.map((name) => (
                <Radio key={name} value={name} label={t(`reservations.rejectReason.${name}`)} />
              ))}
            </Stack>
          </Radio.Group>
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
