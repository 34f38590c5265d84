import { LOCALES } from '@host-portal/i18n';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /account/localization: the portal language, saved to the profile and the ho_hl cookie. */
export default function LocalizationRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.localization'));
  const { locale, setLocale, domainConfig } = useAppContext();
  const [busy, setBusy] = useState(false);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.localization')}</Title>
      <Paper withBorder p="md" radius="md" maw={480}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('account.localization.description')}
          </Text>
          <LanguageSelect
            label={t('account.localization.language')}
            value={locale}
            disabled={busy}
            locales={domainConfig.locales.length ? domainConfig.locales : LOCALES}
            onChange={async (next) => {
              setBusy(true);
              try {
                await setLocale(next);
                notifications.show({ color: 'green', message: t('account.localization.saved') });
              } catch {
                notifications.show({ color: 'red', message: t('commons.errorOccuredPleaseTryAgain') });
              } finally {
                setBusy(false);
              }
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
