import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_RULES, reviewReplyBodySchema } from '@host-portal/contracts/reviews';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

interface ReplyBody {
  text: string;
}

/**
 * The public reply to a review, posted or edited inline. A failure shows above the field with the
 * server's message and keeps what was typed (000 section 8 is silent here; a host expects to know).
 */
export function ReplyForm({
  reviewId,
  initial,
  guestName,
  onDone,
}: {
  reviewId: string;
  initial: string;
  guestName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const form = useForm<ReplyBody>({
    resolver: zodResolver(reviewReplyBodySchema, zodMessages(t)) as Resolver<ReplyBody>,
    defaultValues: { text: initial },
  });
  const errors = form.formState.errors;
  // the button that opened the form is gone: the field takes the focus
  useEffect(() => form.setFocus('text'), [form.setFocus]);

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await reply.mutateAsync({ reviewId, text });
      onDone();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['text']);
      const fieldsOnly = rest.length === 0 && isApiError(error) && Object.keys(error.fieldErrors).length > 0;
      if (!fieldsOnly) {
        const message =
          isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
        form.setError('root.server', {
          type: 'server',
          message: rest.length ? rest.join(' ') : message,
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert" title={t('reviews.reply.failed')}>
            {errors.root.server.message}
          </Alert>
        )}
        <Textarea
          label={t('reviews.reply.label', { name: guestName })}
          description={t('reviews.reply.hint')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_RULES.replyMax}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={reply.isPending}>
            {t('commons.cancel')}
          </Button>
          <Button type="submit" loading={reply.isPending}>
            {initial ? t('reviews.reply.save') : t('reviews.reply.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
