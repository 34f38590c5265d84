import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { PromotionsForm } from '../../../features/units/forms/promotions-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

/** The units feature's promotions form in the listing frame: the first-bookings discount only. */
export default function PromotionsStep() {
  const { t } = useTranslation();
  const { unit } = useListingStep();
  const place = useListingPlace(t('listing.promotions.title'), t('listing.promotions.description'), {
    skipOnLoadError: true,
  });
  return (
    <PromotionsForm
      unit={unit}
      only="first_bookings_discount"
      noneLabel={t('listing.promotions.none')}
      labels={(type) => ({
        active: t('listing.promotions.firstBookings'),
        activeDescription: t('listing.promotions.firstBookingsDescription', { count: type.bookings }),
        discount: t('listing.promotions.discount'),
      })}
      {...place}
    />
  );
}
