import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateUserInfo, type UserInfo, updateUserInfoSchema } from '@host-portal/contracts/user';
import { LOCALES, type Locale } from '@host-portal/i18n';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';

const FIELDS = ['firstName', 'lastName', 'alias', 'locale', 'unreadMessageEmails'] as const;

interface ProfileValues {
  firstName: string;
  lastName: string;
  alias: string | null;
  locale: Locale;
  unreadMessageEmails: boolean;
}

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { setLocale, locale: uiLocale, domainConfig } = useAppContext();
  const update = useUpdateUserInfo();
  const form = useForm<ProfileValues, unknown, UpdateUserInfo>({
    resolver: zodResolver(updateUserInfoSchema, zodMessages(t)) as never,
    values: {
      firstName: user.firstName,
      lastName: user.lastName,
      alias: user.alias ?? '',
      locale: user.locale,
      unreadMessageEmails: user.unreadMessageEmails,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      if (values.locale && values.locale !== uiLocale)
        await setLocale(values.locale, { saveToProfile: false });
      notifications.show({ color: 'green', message: t('account.profile.saved') });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.root?.server && (
          <Alert color="red" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('account.profile.firstName')}
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('account.profile.lastName')}
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('account.profile.alias')}
          description={t('account.profile.aliasHint')}
          autoComplete="nickname"
          error={errors.alias?.message}
          {...form.register('alias', { setValueAs: (v: string | null) => (v?.trim() ? v : null) })}
        />
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <LanguageSelect
              label={t('account.profile.locale')}
              value={field.value}
              onChange={field.onChange}
              locales={domainConfig.locales.length ? domainConfig.locales : LOCALES}
            />
          )}
        />
        <Controller
          control={form.control}
          name="unreadMessageEmails"
          render={({ field }) => (
            <Switch
              label={t('account.profile.unreadMessageEmails')}
              description={t('account.profile.unreadMessageEmailsHint')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('commons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
