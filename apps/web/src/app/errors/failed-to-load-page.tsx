import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { PlainButton } from '../../components/ui/plain.tsx';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** Shown once a lazily loaded part of the app failed three times (001 section 8). */
export function FailedToLoadPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.errorFailedToLoad.title'));
  return (
    <StatusPage
      icon={<IconCloudOff size={56} stroke={1.4} aria-hidden="true" />}
      title={t('pages.errorFailedToLoad.title')}
      description={t('pages.errorFailedToLoad.description')}
      actions={
        <PlainButton
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {t('commons.reload')}
        </PlainButton>
      }
    />
  );
}
