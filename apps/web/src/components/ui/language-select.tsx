import { LOCALES, type Locale } from '@host-portal/i18n';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { localeName } from '../../lib/locale.ts';

export interface LanguageSelectProps {
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  locales?: readonly Locale[];
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  hideLabel?: boolean;
}

export function LanguageSelect({
  label,
  value,
  onChange,
  locales = LOCALES,
  disabled,
  size = 'sm',
  hideLabel,
}: LanguageSelectProps) {
  const data = (locales.length ? locales : LOCALES).map((locale) => ({
    value: locale,
    label: localeName(locale),
  }));
  return (
    <Select
      label={label}
      labelProps={hideLabel ? { className: 'hp-visually-hidden' } : undefined}
      data={data}
      value={value}
      onChange={(next) => next && next !== value && onChange(next as Locale)}
      allowDeselect={false}
      disabled={disabled}
      size={size}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      comboboxProps={{ withinPortal: true }}
      w={size === 'xs' ? 190 : undefined}
    />
  );
}
