import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { AmenitiesForm } from '../../../features/units/forms/amenities-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

/** The units feature's amenities form in the listing frame. */
export default function AmenitiesStep() {
  const { t } = useTranslation();
  const { unit, configuration } = useListingStep();
  const place = useListingPlace(t('listing.amenities.title'), t('listing.amenities.description'));
  return <AmenitiesForm unit={unit} configuration={configuration} {...place} />;
}
