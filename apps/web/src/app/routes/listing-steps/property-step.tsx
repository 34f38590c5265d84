import { Paper, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import UnitTypeStep from './unit-type-step.tsx';

/**
 * Single or multi-unit is chosen when the property is created (add-property). A single-unit flow
 * has no unit-type step, so here its host says what kind of place it is; a multi-unit property
 * shows its type read-only (each unit gets its own type later).
 */
export default function PropertyStep() {
  const { t } = useTranslation();
  const { property } = useListingStep();
  if (property.propertyType === 'single') return <UnitTypeStep />;
  const Icon = IconBuilding;
  return (
    <StepLayout title={t('listing.property.title')} description={t('listing.property.description')}>
      <Paper withBorder p="md" radius="md" aria-labelledby="listing-property-type">
        <Stack gap={4} align="flex-start">
          <Icon size={32} aria-hidden="true" />
          <Text id="listing-property-type" fw={600}>
            {t(`properties.type.${property.propertyType}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`listing.property.${property.propertyType}Description`)}
          </Text>
          <Text size="sm">{t('listing.property.readOnly')}</Text>
        </Stack>
      </Paper>
    </StepLayout>
  );
}
