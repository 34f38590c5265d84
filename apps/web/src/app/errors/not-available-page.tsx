import { Button } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** The honest placeholder for routes whose feature is not built yet. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notAvailable.title'));
  return (
    <StatusPage
      icon={<IconBarrierBlock size={56} stroke={1.4} aria-hidden="true" />}
      title={t('pages.notAvailable.title')}
      description={t('pages.notAvailable.description')}
      actions={
        <Button component={Link} to={paths.properties}>
          {t('pages.notAvailable.toProperties')}
        </Button>
      }
    />
  );
}
