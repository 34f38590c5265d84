import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_ERRORS,
  type SecondaryPhoneType,
  type UpdateUserInfo,
  type UserInfo,
  updateUserInfoSchema,
} from '@host-portal/contracts/user';
import { LOCALES, type Locale } from '@host-portal/i18n';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { errorText } from './billing/form-errors.ts';
import { ProfileAboutFields, ProfileEmailFields, ProfilePhoneFields } from './profile-sections.tsx';

const FIELDS = [
  'firstName',
  'lastName',
  'alias',
  'locale',
  'unreadMessageEmails',
  'reviewReplyEmails',
  'aboutHost',
  'hostLanguages',
  'phoneForGuests',
  'phoneForSms',
  'secondaryPhone',
  'secondaryPhoneType',
  'sendInquirySms',
  'marketingConsent',
] as const;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  alias: string | null;
  locale: Locale;
  aboutHost: string;
  hostLanguages: string[];
  phoneForGuests: string;
  phoneForSms: string;
  secondaryPhone: string;
  secondaryPhoneType: SecondaryPhoneType | null;
  sendInquirySms: boolean;
  unreadMessageEmails: boolean;
  reviewReplyEmails: boolean;
  marketingConsent: boolean;
}

const toValues = (user: UserInfo): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  alias: user.alias ?? '',
  locale: user.locale,
  aboutHost: user.aboutHost ?? '',
  hostLanguages: user.hostLanguages,
  phoneForGuests: user.phoneForGuests ?? '',
  phoneForSms: user.phoneForSms ?? '',
  secondaryPhone: user.secondaryPhone ?? '',
  secondaryPhoneType: user.secondaryPhoneType,
  sendInquirySms: user.sendInquirySms,
  unreadMessageEmails: user.unreadMessageEmails,
  reviewReplyEmails: user.reviewReplyEmails,
  marketingConsent: user.marketingConsent,
});

/**
 * The profile: name, alias, language, about, languages spoken, phone numbers, e-mail switches, the
 * texts about new inquiries and booking requests (ADR 0045) and marketing consent (issue 11). A failed save keeps every edit: the form follows the saved user
 * only for the fields that were not edited.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { setLocale, locale: uiLocale, domainConfig } = useAppContext();
  const update = useUpdateUserInfo();
  const form = useForm<ProfileValues, unknown, UpdateUserInfo>({
    resolver: zodResolver(updateUserInfoSchema, zodMessages(t)) as never,
    values: toValues(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const serverError = errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    // texts need the mobile number (the server refuses the switch without one, too)
    if (values.sendInquirySms && !values.phoneForSms) {
      form.setError('sendInquirySms', { type: 'validate', message: ACCOUNT_ERRORS.smsNeedsPhone });
      return;
    }
    try {
      await update.mutateAsync(values);
      // the form shows what was saved: a phone without digits is empty (the contract made it null)
      form.reset(
        {
          ...form.getValues(),
          phoneForGuests: values.phoneForGuests ?? '',
          phoneForSms: values.phoneForSms ?? '',
          secondaryPhone: values.secondaryPhone ?? '',
          // as the server stores it: a number without a type is a mobile one, no number no type
          secondaryPhoneType: values.secondaryPhone ? (values.secondaryPhoneType ?? 'mobile') : null,
        },
        { keepDirtyValues: false },
      );
      if (values.locale && values.locale !== uiLocale)
        await setLocale(values.locale, { saveToProfile: false });
      notifications.show({ color: 'green', message: t('account.profile.saved') });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {serverError !== undefined && (
            <Alert color="red" role="alert" title={t('account.saveFailed')}>
              {serverError && <Text size="sm">{serverError}</Text>}
            </Alert>
          )}
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('account.profile.firstName')}
                required
                autoComplete="given-name"
                error={errorText(errors, 'firstName', t)}
                {...form.register('firstName')}
              />
              <TextInput
                label={t('account.profile.lastName')}
                required
                autoComplete="family-name"
                error={errorText(errors, 'lastName', t)}
                {...form.register('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label={t('account.profile.alias')}
              description={t('account.profile.aliasHint')}
              autoComplete="nickname"
              error={errorText(errors, 'alias', t)}
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
          </Stack>
          <ProfileAboutFields />
          <ProfilePhoneFields />
          <ProfileEmailFields />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              {t('commons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
