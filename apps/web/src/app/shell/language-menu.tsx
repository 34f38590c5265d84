import { LOCALES, type Locale } from '@host-portal/i18n';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeName } from '../../components/ui/language-select.tsx';
import { useAppContext } from '../../lib/app-context.tsx';
import { toBcp47 } from '../../lib/locale.ts';

/** The header's language switcher, for signed-in and anonymous visitors alike. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale, setLocale, domainConfig } = useAppContext();
  const [busy, setBusy] = useState(false);
  const locales: readonly Locale[] = domainConfig.locales.length ? domainConfig.locales : LOCALES;

  const choose = async (next: Locale) => {
    if (next === locale) return;
    setBusy(true);
    try {
      await setLocale(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          loading={busy}
          aria-label={t('nav.language', { language: localeName(locale) })}
        >
          <IconLanguage size={22} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((option) => (
          <Menu.Item
            key={option}
            lang={toBcp47(option)}
            onClick={() => void choose(option)}
            rightSection={option === locale ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {localeName(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
