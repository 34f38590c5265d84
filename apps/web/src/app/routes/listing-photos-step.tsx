import { useState } from 'react';
import { useListingStep } from '../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../features/listing/components/step-layout.tsx';
import { useUnitPhotos } from '../../features/photos/api/get-unit-photos.ts';
import { PhotoManager } from '../../features/photos/components/photo-manager.tsx';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * The listing flow's photos step: the photos feature's manager inside the listing frame. The step is
 * done only with the photos publishing asks for (`photosConstraints.minCount`), the same rule as the
 * server's publish gate.
 */
export function ListingPhotosStep() {
  const { t } = useTranslation();
  const { unit, configuration, complete } = useListingStep();
  const constraints = configuration.propertyUnit.photosConstraints;
  const photos = useUnitPhotos(unit.id);
  const [tried, setTried] = useState(false);
  const minCount = Math.max(1, constraints.minCount ?? 1);
  const count = photos.data?.items.length ?? 0;
  const missing = tried && count < minCount;
  return (
    <StepLayout
      title={t('listing.photos.title')}
      description={t('listing.photos.description')}
      error={missing ? t('listing.photos.needMore', { count: minCount, have: count }) : undefined}
      pending={photos.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (count >= minCount) void complete();
      }}
    >
      <PhotoManager unitId={unit.id} constraints={constraints} />
    </StepLayout>
  );
}
