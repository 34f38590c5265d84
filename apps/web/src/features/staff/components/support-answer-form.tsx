import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUPPORT_RULES,
  type SupportAnswerBody,
  type SupportRequestDetail,
  supportAnswerBodySchema,
} from '@host-portal/contracts/support';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useAnswerSupportRequest } from '../api/answer-support-request.ts';

/** Writes an answer; it is e-mailed to the host, and what was written stays when sending fails. */
export function SupportAnswerForm({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation();
  const answer = useAnswerSupportRequest(request.id);
  const form = useForm<SupportAnswerBody>({
    resolver: zodResolver(supportAnswerBodySchema, zodMessages(t)),
    defaultValues: { text: '' },
  });
  const { errors } = form.formState;
  const further = request.answers.length > 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await answer.mutateAsync(values);
      notifications.show({
        color: 'green',
        message: t('staff.support.sent', { email: request.hostEmail }),
      });
      form.reset();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['text']);
      const onField = isApiError(error) && Object.keys(error.fieldErrors).length > rest.length;
      if (!onField) {
        // e.g. the e-mail could not be sent: nothing was saved, the text stays for another try
        const message =
          rest.join(' ') || (isApiError(error) && error.message) || t('staff.support.sendFailed');
        form.setError('root.server', { type: 'server', message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t(further ? 'staff.support.furtherAnswer' : 'staff.support.answer')}
          description={t('staff.support.answerHint', {
            email: request.hostEmail,
            reference: request.reference,
          })}
          required
          autosize
          minRows={5}
          maxLength={SUPPORT_RULES.answerMax}
          error={
            errors.text &&
            (errors.text.type === 'too_small' ? t('staff.support.answerRequired') : errors.text.message)
          }
          {...form.register('text')}
        />
        {errors.root?.server && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={answer.isPending}
            leftSection={<IconSend size={16} aria-hidden="true" />}
          >
            {t('staff.support.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
