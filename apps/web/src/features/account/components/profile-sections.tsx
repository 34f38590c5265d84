import { COMMON_HOST_LANGUAGES } from '@host-portal/contracts/guest-profile';
import {
  ABOUT_HOST_MAX,
  MAX_SPOKEN_LANGUAGES,
  SECONDARY_PHONE_TYPES,
  type SecondaryPhoneType,
} from '@host-portal/contracts/user';
import {
  Fieldset,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { toBcp47 } from '../../../lib/locale.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { errorText } from './billing/form-errors.ts';
import type { ProfileValues } from './profile-form.tsx';

/** A language's name in the UI's language ("German"), or its code when Intl does not know it. */
function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([toBcp47(uiLocale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function ProfileAboutFields() {
  const { t, i18n } = useTranslation();
  const { control, register, formState } = useFormContext<ProfileValues>();
  const chosen = useWatch({ control, name: 'hostLanguages' });
  const uiLocale = i18n.language || 'en_US';
  const languages = [...new Set([...COMMON_HOST_LANGUAGES, ...chosen])]
    .map((code) => ({ value: code, label: languageName(code, uiLocale) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Fieldset legend={t('account.profile.aboutHeading')} variant="unstyled">
      <Stack gap="md">
        <Textarea
          label={t('account.profile.aboutHost')}
          description={t('account.profile.aboutHostHint')}
          autosize
          minRows={3}
          maxLength={ABOUT_HOST_MAX}
          error={errorText(formState.errors, 'aboutHost', t)}
          {...register('aboutHost')}
        />
        <Controller
          control={control}
          name="hostLanguages"
          render={({ field }) => (
            <MultiSelect
              label={t('account.profile.hostLanguages')}
              description={t('account.profile.hostLanguagesHint')}
              searchable
              data={languages}
              maxValues={MAX_SPOKEN_LANGUAGES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(formState.errors, 'hostLanguages', t)}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}

/**
 * The phones guests and texts reach the host on, and a second number for guests with its kind (a
 * native select: the keyboard and screen readers handle it as they do everywhere).
 */
export function ProfilePhoneFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ProfileValues>();
  return (
    <Fieldset legend={t('account.profile.phonesHeading')} variant="unstyled">
      <Stack gap="md">
        <TextInput
          type="tel"
          label={t('account.profile.phoneForGuests')}
          description={t('account.profile.phoneForGuestsHint')}
          autoComplete="tel"
          error={errorText(formState.errors, 'phoneForGuests', t)}
          {...register('phoneForGuests')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="tel"
            label={t('account.profile.secondaryPhone')}
            description={t('account.profile.secondaryPhoneHint')}
            autoComplete="tel"
            error={errorText(formState.errors, 'secondaryPhone', t)}
            {...register('secondaryPhone')}
          />
          <Controller
            control={control}
            name="secondaryPhoneType"
            render={({ field }) => (
              <NativeSelect
                label={t('account.profile.secondaryPhoneType')}
                description={t('account.profile.secondaryPhoneTypeHint')}
                data={SECONDARY_PHONE_TYPES.map((type) => ({
                  value: type,
                  label: t(`account.profile.phoneType.${type}`),
                }))}
                // no type yet reads as mobile, which is what a number without a type is stored as
                value={field.value ?? 'mobile'}
                onChange={(e) => field.onChange(e.currentTarget.value as SecondaryPhoneType)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(formState.errors, 'secondaryPhoneType', t)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          type="tel"
          label={t('account.profile.phoneForSms')}
          description={t('account.profile.phoneForSmsHint')}
          autoComplete="tel"
          error={errorText(formState.errors, 'phoneForSms', t)}
          {...register('phoneForSms')}
        />
      </Stack>
    </Fieldset>
  );
}

const SWITCHES = [
  ['unreadMessageEmails', 'account.profile.unreadMessageEmails', 'account.profile.unreadMessageEmailsHint'],
  ['reviewReplyEmails', 'account.profile.reviewReplyEmails', 'account.profile.reviewReplyEmailsHint'],
  ['sendInquirySms', 'account.profile.sendInquirySms', 'account.profile.sendInquirySmsHint'],
  ['marketingConsent', 'account.profile.marketingConsent', 'account.profile.marketingConsentHint'],
] as const;

/**
 * The notification e-mails the host may turn off, the texts about new inquiries and booking
 * requests (to the mobile number above), and the consent to marketing e-mails.
 */
export function ProfileEmailFields() {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<ProfileValues>();
  return (
    <Fieldset legend={t('account.profile.emailsHeading')} variant="unstyled">
      <Stack gap="md">
        {SWITCHES.map(([name, label, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(label)}
                description={t(hint)}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                error={errorText(formState.errors, name, t)}
              />
            )}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
