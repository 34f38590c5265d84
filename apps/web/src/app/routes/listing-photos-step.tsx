import { useTranslation } from 'react-i18next';
import { useListingStep } from '../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../features/listing/components/step-layout.tsx';
import { PhotoManager } from '../../features/photos/components/photo-manager.tsx';

/** The listing flow's photos step: the photos feature's manager inside the listing frame. */
export function ListingPhotosStep() {
  const { t } = useTranslation();
  const { unit, configuration } = useListingStep();
  return (
    <StepLayout title={t('listing.photos.title')} description={t('listing.photos.description')}>
      <PhotoManager unitId={unit.id} constraints={configuration.propertyUnit.photosConstraints} />
    </StepLayout>
  );
}
