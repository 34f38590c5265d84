import { zodResolver } from '@hookform/resolvers/zod';
import { type FeedInput, feedInputSchema } from '@host-portal/contracts/calendar';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-error.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { type TFunction, useTranslation } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { errorMessage } from './sync-feedback.ts';

const FIELDS = ['name', 'url'] as const;
/** Names a host often gives an imported calendar (brand names: not translated). */
export const SUGGESTED_NAMES = ['Airbnb', 'Booking.com', 'Vrbo', 'Google Calendar'] as const;

/**
 * The contract's own check; its address refinement carries an English message, so that one is
 * replaced by ours (an empty address is simply required).
 */
export function feedResolver(t: TFunction): Resolver<FeedInput> {
  const base = zodResolver(feedInputSchema, zodMessages(t));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const url = result.errors.url;
    // the contract's z.url({ protocol }) answers in English: an address of the wrong shape or scheme
    if (url && url.type !== 'too_big') {
      url.message = values.url.trim() ? t('calendar.sync.form.urlInvalid') : t('forms.errors.required');
    }
    return result;
  };
}

export function useFeedForm(defaultValues: FeedInput = { name: '', url: '' }) {
  const { t } = useTranslation();
  return useForm<FeedInput>({ resolver: feedResolver(t), defaultValues });
}

/**
 * Sends the form with `save`; server field errors land on their fields and the rest becomes the
 * form's general message. The typed values stay either way. Returns whether it saved.
 */
export async function saveFeedForm<R>(
  form: UseFormReturn<FeedInput>,
  t: TFunction,
  save: () => Promise<R>,
): Promise<R | undefined> {
  try {
    return await save();
  } catch (error) {
    const rest = applyServerErrors(error, form.setError, FIELDS);
    const fieldsOnly = rest.length === 0 && isApiError(error) && Object.keys(error.fieldErrors).length > 0;
    if (!fieldsOnly) {
      form.setError('root.server', {
        type: 'server',
        message: rest.length ? rest.join(' ') : errorMessage(error, t),
      });
    }
    return undefined;
  }
}

/** The name and address fields of an imported calendar, for adding and editing one. */
export function FeedFields({
  form,
  suggestions = false,
}: {
  form: UseFormReturn<FeedInput>;
  suggestions?: boolean;
}) {
  const { t } = useTranslation();
  const suggestionsId = useId();
  const errors = form.formState.errors;
  return (
    <Stack gap="sm">
      {errors.root?.server?.message && (
        <Alert color="red" variant="light" role="alert">
          {errors.root.server.message}
        </Alert>
      )}
      <TextInput
        label={t('calendar.sync.form.name')}
        description={t('calendar.sync.form.nameHint')}
        maxLength={80}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      {suggestions && (
        <Group gap="xs" role="group" aria-labelledby={suggestionsId}>
          <Text size="sm" c="dimmed" id={suggestionsId}>
            {t('calendar.sync.form.suggestions')}
          </Text>
          {SUGGESTED_NAMES.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="light"
              radius="xl"
              onClick={() =>
                form.setValue('name', name, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
            >
              {name}
            </Button>
          ))}
        </Group>
      )}
      <TextInput
        label={t('calendar.sync.form.url')}
        description={t('calendar.sync.form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        required
        error={errors.url?.message}
        {...form.register('url')}
      />
    </Stack>
  );
}
