import { Button, List } from '@mantine/core';
import { IconHomePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /listing/first-property: the welcome before a new host's first property. */
export default function FirstPropertyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('listing.firstProperty.title'));
  return (
    <StatusPage
      icon={<IconHomePlus size={56} stroke={1.4} aria-hidden="true" />}
      title={t('listing.firstProperty.title')}
      description={t('listing.firstProperty.description')}
      actions={
        <Button component={Link} to={paths.listingAddProperty}>
          {t('listing.firstProperty.start')}
        </Button>
      }
    >
      <List size="sm" ta="left">
        <List.Item>{t('listing.group.property-basic-info')}</List.Item>
        <List.Item>{t('listing.group.property-detail')}</List.Item>
        <List.Item>{t('listing.group.pricing-and-availability')}</List.Item>
        <List.Item>{t('listing.group.final-info')}</List.Item>
      </List>
    </StatusPage>
  );
}
