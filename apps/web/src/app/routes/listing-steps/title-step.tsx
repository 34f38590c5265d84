import { PROPERTY_TITLE_MAX } from '@host-portal/contracts/properties';
import type { UpdateUnit } from '@host-portal/contracts/units';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { useUpdateProperty } from '../../../features/properties/api/update-property.ts';
import { AboutForm } from '../../../features/units/forms/about-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['text'] as const;

/** The text part of the units feature's about form; a single-unit property takes the unit's title. */
export default function TitleStep() {
  const { t } = useTranslation();
  const { unit, property } = useListingStep();
  const updateProperty = useUpdateProperty(property.id);
  const place = useListingPlace(t('listing.title.title'), t('listing.title.description'));
  // a single-unit property has no name step of its own: it is called what its one unit is called
  const nameProperty = async ({ title }: UpdateUnit) => {
    if (property.propertyType === 'single' && title && property.title !== title) {
      await updateProperty.mutateAsync({ title: title.slice(0, PROPERTY_TITLE_MAX) });
    }
  };
  const labels = {
    title: t('listing.title.titleLabel'),
    description: t('listing.title.descriptionLabel'),
    descriptionHint: t('listing.title.descriptionHint'),
  };
  return <AboutForm unit={unit} sections={SECTIONS} labels={labels} afterSave={nameProperty} {...place} />;
}
