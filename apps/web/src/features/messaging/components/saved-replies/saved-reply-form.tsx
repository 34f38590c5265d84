import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGING_RULES,
  SAVED_REPLY_PLACEHOLDERS,
  type SavedReply,
  savedReplyBodySchema,
} from '@host-portal/contracts/messaging';
import { isLocale, LOCALES } from '@host-portal/i18n';
import { Alert, Button, Code, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-error.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { localeName } from '../../../../lib/locale.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { type SavedReplyBody, useSaveSavedReply } from '../../api/save-saved-reply.ts';

const FIELDS = ['title', 'language', 'body'] as const;

/** A saved reply's title, language (one of the ten locales) and text, with the placeholders named. */
export function SavedReplyForm({ reply, onDone }: { reply: SavedReply | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSavedReply();
  const form = useForm<SavedReplyBody>({
    resolver: zodResolver(savedReplyBodySchema, zodMessages(t)) as Resolver<SavedReplyBody>,
    defaultValues: {
      title: reply?.title ?? '',
      language: reply?.language ?? (isLocale(i18n.language) ? i18n.language : 'en_US'),
      body: reply?.body ?? '',
    },
  });
  const errors = form.formState.errors;
  const languages: { value: string; label: string }[] = LOCALES.map((locale) => ({
    value: locale,
    label: localeName(locale),
  }));
  // a reply saved with a bare language ("de") still shows as chosen
  const current = form.watch('language');
  if (current && !languages.some((l) => l.value === current))
    languages.push({ value: current, label: current });

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ replyId: reply?.id, body });
      onDone();
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <TextInput
          label={t('messaging.savedReplies.form.title')}
          required
          maxLength={100}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('messaging.savedReplies.form.language')}
              description={t('messaging.savedReplies.form.languageHint')}
              data={languages}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              required
              error={errors.language?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Textarea
          label={t('messaging.savedReplies.form.body')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MESSAGING_RULES.savedReplyMaxLength}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <Text size="xs" c="dimmed" component="div">
          {t('messaging.savedReplies.form.placeholdersHint')}{' '}
          {SAVED_REPLY_PLACEHOLDERS.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <Code>{`{{${name}}}`}</Code> ({t(`messaging.savedReplies.placeholder.${name}`)})
            </span>
          ))}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('commons.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('commons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
