import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PhotoManager } from '../../features/photos/components/photo-manager.tsx';
import { usePropertiesConfiguration } from '../../features/units/api/get-properties-configuration.ts';
import { unitKeys } from '../../features/units/api/unit-keys.ts';
import { useUnitOutlet } from '../../features/units/use-unit-outlet.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** /properties/:propertyId/units/:unitId/photos: the photos area's manager inside the unit pages. */
export default function UnitPhotosRoute() {
  const { unit } = useUnitOutlet();
  const { t } = useTranslation();
  const config = usePropertiesConfiguration();
  const queryClient = useQueryClient();
  // Photos change the unit's thumbnail and invalid fields: refresh the unit when leaving the page.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: unitKeys.detail(unit.id) }),
    [queryClient, unit.id],
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('units.nav.photos')}
        </Title>
        {config.isPending && <Skeleton height={240} role="status" aria-label={t('commons.loading')} />}
        {config.isError && <ErrorState error={config.error} onRetry={() => void config.refetch()} />}
        {config.data && (
          <PhotoManager unitId={unit.id} constraints={config.data.propertyUnit.photosConstraints} />
        )}
      </Stack>
    </Paper>
  );
}
