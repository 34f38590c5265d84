import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

/** Between the property and the unit: what the next group asks for. */
export default function StartUnitStep() {
  const { t } = useTranslation();
  const { variant } = useListingStep();
  // the property already has a finished unit: this one is not the first
  const title =
    variant.kind === 'multi-unit' ? t('listing.startUnit.titleNext') : t('listing.startUnit.title');
  return (
    <StepLayout title={title} description={t('listing.startUnit.description')}>
      <Text fw={600}>{t('listing.startUnit.next')}</Text>
      <List spacing="xs">
        <List.Item>{t('listing.step.unit-type')}</List.Item>
        <List.Item>{t('listing.step.guests-and-rooms/info')}</List.Item>
        <List.Item>{t('listing.step.guests-and-rooms/beds')}</List.Item>
        <List.Item>{t('listing.step.photos')}</List.Item>
      </List>
    </StepLayout>
  );
}
