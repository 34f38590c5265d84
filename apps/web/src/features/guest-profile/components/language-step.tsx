import {
  COMMON_HOST_LANGUAGES,
  LANGUAGE_PREFERENCES,
  type LanguagePreference,
  MAX_HOST_LANGUAGES,
} from '@host-portal/contracts/guest-profile';
import { MultiSelect, Radio, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { languageName, useOptionText } from './option-text.ts';

export interface LanguageAnswer {
  language: LanguagePreference | null;
  hostLanguages: string[];
}

/** The language step: one choice (000 section 5); with hostLanguage, the languages the host speaks. */
export function LanguageStep({
  value,
  onChange,
}: {
  value: LanguageAnswer;
  onChange: (value: LanguageAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useOptionText();
  const uiLocale = i18n.language || 'en_US';
  const codes = [...new Set([...COMMON_HOST_LANGUAGES, ...value.hostLanguages])];
  const data = codes
    .map((code) => ({ value: code, label: languageName(code, uiLocale) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const choose = (language: string) => {
    const chosen = language as LanguagePreference;
    // the host's own language is the likely first answer
    const own = uiLocale.slice(0, 2);
    const hostLanguages =
      chosen === 'hostLanguage' && value.hostLanguages.length === 0 ? [own] : value.hostLanguages;
    onChange({ language: chosen, hostLanguages });
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('guestProfile.steps.language.question')}
        description={t('guestProfile.chooseOne')}
        value={value.language ?? ''}
        onChange={choose}
        styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
      >
        <Stack gap="sm" mt="md">
          {LANGUAGE_PREFERENCES.map((option) => (
            <Radio
              key={option}
              value={option}
              size="md"
              label={text.label(option)}
              description={text.description(option)}
              styles={{ label: { fontWeight: 600 } }}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.language === 'hostLanguage' && (
        <MultiSelect
          label={t('guestProfile.steps.language.languages')}
          description={t('guestProfile.steps.language.languagesHint')}
          data={data}
          value={value.hostLanguages}
          onChange={(hostLanguages) => onChange({ ...value, hostLanguages })}
          maxValues={MAX_HOST_LANGUAGES}
          searchable
          required
          error={
            value.hostLanguages.length === 0 ? t('guestProfile.steps.language.languagesRequired') : undefined
          }
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
