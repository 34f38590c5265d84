import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /listing/onboarding-not-eligible */
export default function NotEligibleRoute() {
  const { t } = useTranslation();
  usePageTitle(t('listing.notEligible.title'));
  return (
    <StatusPage
      icon={<IconLock size={56} stroke={1.4} aria-hidden="true" />}
      title={t('listing.notEligible.title')}
      description={t('listing.notEligible.description')}
      actions={
        <Button component={Link} to={paths.properties}>
          {t('pages.notAvailable.toProperties')}
        </Button>
      }
    />
  );
}
