import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { AboutForm } from '../../../features/units/forms/about-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['type'] as const;

/** The type part of the units feature's about form, as radio cards from the configuration. */
export default function UnitTypeStep() {
  const { t } = useTranslation();
  const { unit, configuration } = useListingStep();
  const place = useListingPlace(t('listing.unitType.title'), t('listing.unitType.description'));
  return (
    <AboutForm
      unit={unit}
      sections={SECTIONS}
      typeAsCards
      accommodationTypes={configuration.propertyUnit.accommodationTypes}
      labels={{ accommodationType: t('listing.unitType.label') }}
      {...place}
    />
  );
}
