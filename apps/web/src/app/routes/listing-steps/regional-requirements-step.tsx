import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { RegionalRequirementsForm } from '../../../features/units/forms/regional-requirements-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

/** The units feature's regional requirements form in the listing frame, keyed by the property's country. */
export default function RegionalRequirementsStep() {
  const { t } = useTranslation();
  const { unit, property } = useListingStep();
  const place = useListingPlace(t('listing.regional.title'), t('listing.regional.description'));
  return (
    <RegionalRequirementsForm
      unit={unit}
      countryCode={property.location?.countryCode ?? null}
      noneLabel={t('listing.regional.none')}
      {...place}
    />
  );
}
