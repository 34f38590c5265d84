import { LOCALES, type Locale } from '@host-portal/i18n';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppContext } from '../../lib/app-context.tsx';
import { localeName, toBcp47 } from '../../lib/locale.ts';
import type { DeferredMenuProps } from './deferred-menu.tsx';
import { LanguageButton } from './language-menu.tsx';

/** The language switcher's menu (loaded when the visitor heads for it, see deferred-menu.tsx). */
export default function LanguageMenuPopup({ openOnLoad, focusOnLoad }: DeferredMenuProps) {
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
    <Menu position="bottom-end" width={220} shadow="md" withinPortal defaultOpened={openOnLoad}>
      <Menu.Target>
        <LanguageButton busy={busy} autoFocus={focusOnLoad} />
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
