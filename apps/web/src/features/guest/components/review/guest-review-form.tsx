import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GuestReviewBody,
  guestReviewBodySchema,
  REVIEW_CATEGORIES,
  REVIEW_RULES,
} from '@host-portal/contracts/reviews';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { StarRatingInput } from '../../../../components/ui/star-rating.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { useSubmitGuestReview } from '../../api/submit-guest-review.ts';

type StarField = 'rating' | `categories.${(typeof REVIEW_CATEGORIES)[number]}`;
const STAR_FIELDS: StarField[] = ['rating', ...REVIEW_CATEGORIES.map((c) => `categories.${c}` as const)];
const FIELDS: Path<GuestReviewBody>[] = [...STAR_FIELDS, 'text'];

/**
 * The guest's review of a stay (issue 10): the overall stars, the six categories' stars and the
 * words, checked by the contract's schema; server errors land on their fields, and a failed send
 * keeps everything as typed.
 */
export function GuestReviewForm({
  reservationId,
  until,
  onCancel,
}: {
  reservationId: string;
  until: string | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const send = useSubmitGuestReview();
  const form = useForm<GuestReviewBody>({
    resolver: zodResolver(guestReviewBodySchema, zodMessages(t)) as Resolver<GuestReviewBody>,
    defaultValues: { text: '' },
  });
  const errors = form.formState.errors;
  const text = form.watch('text') ?? '';

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ reservationId, body });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      const fieldsOnly = rest.length === 0 && isApiError(error) && Object.keys(error.fieldErrors).length > 0;
      if (!fieldsOnly) {
        const message =
          isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
        form.setError('root.server', { type: 'server', message: rest.length ? rest.join(' ') : message });
      }
    }
  });

  /** A star field's error: the server's words, else "choose the stars" (nothing else can be wrong). */
  const starError = (name: StarField) => {
    const error =
      name === 'rating' ? errors.rating : errors.categories?.[name.slice('categories.'.length) as 'value'];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t('guest.review.chooseStars');
  };
  const stars = (name: StarField, label: string) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <StarRatingInput
          label={label}
          name={name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          starLabel={(count) => t('guest.review.star', { count })}
          error={starError(name)}
          required
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {until && (
          <Text size="sm" c="dimmed">
            {t('guest.review.until', { date: date(until, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </Text>
        )}
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        {stars('rating', t('guest.review.overall'))}
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('guest.review.categories')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            {REVIEW_CATEGORIES.map((c) => stars(`categories.${c}`, t(`reviews.category.${c}`)))}
          </SimpleGrid>
        </div>
        <Textarea
          label={t('guest.review.text')}
          description={t('guest.review.textHint', { min: REVIEW_RULES.textMin, max: REVIEW_RULES.textMax })}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={REVIEW_RULES.textMax}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {t('guest.review.textCount', { length: text.trim().length, max: REVIEW_RULES.textMax })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('commons.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('guest.review.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
