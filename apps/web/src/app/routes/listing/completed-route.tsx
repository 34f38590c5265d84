import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconConfetti } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { flowStepPath } from '../../../features/listing/flow-paths.ts';
import { useProperty } from '../../../features/properties/api/get-property.ts';
import { useCreateUnit } from '../../../features/units/api/create-unit.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /listing/:propertyId/:unitId/completed: what happens next, and another unit for multi-unit properties. */
export default function CompletedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { propertyId = '', unitId = '' } = useParams();
  const property = useProperty(propertyId);
  usePageTitle(t('listing.completed.title'));
  const addUnit = useCreateUnit(propertyId);
  const onAddUnit = () =>
    addUnit.mutate(undefined, {
      onSuccess: (created) => navigate(flowStepPath('multi-unit', propertyId, created.id)),
      onError: (e) =>
        notifications.show({
          color: 'red',
          message: isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'),
        }),
    });
  return (
    <StatusPage
      icon={<IconConfetti size={56} stroke={1.4} aria-hidden="true" />}
      title={t('listing.completed.title')}
      description={t('listing.completed.description')}
      actions={
        <>
          <Button component={Link} to={build.unit(propertyId, unitId)}>
            {t('listing.completed.toUnit')}
          </Button>
          {property.data?.propertyType === 'multi' && (
            <Button variant="default" loading={addUnit.isPending} onClick={onAddUnit}>
              {t('listing.completed.addUnit')}
            </Button>
          )}
          <Button component={Link} to={paths.properties} variant="subtle">
            {t('listing.completed.toProperties')}
          </Button>
        </>
      }
    />
  );
}
