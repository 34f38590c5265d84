import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { BookingPoliciesForm } from '../../../features/units/forms/booking-policies-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

/** The units feature's booking policies form in the listing frame, instant and flexible preselected. */
export default function BookingPreferenceStep() {
  const { t } = useTranslation();
  const { unit } = useListingStep();
  const place = useListingPlace(
    t('listing.bookingPreference.title'),
    t('listing.bookingPreference.description'),
  );
  const labels = {
    bookingType: t('listing.bookingPreference.typeLabel'),
    cancellationPolicy: t('listing.bookingPreference.cancellationLabel'),
    onRequestWarning: t('listing.bookingPreference.onRequestWarning'),
  };
  return <BookingPoliciesForm unit={unit} labels={labels} preselect {...place} />;
}
