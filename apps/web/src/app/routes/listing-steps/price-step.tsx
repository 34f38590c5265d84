import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { PriceForm } from '../../../features/units/forms/price-form.tsx';
import { FALLBACK_CURRENCY } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['price'] as const;

/** The price part of the units feature's price form, with the configuration's limits. */
export default function PriceStep() {
  const { t } = useTranslation();
  const { unit, configuration } = useListingStep();
  const place = useListingPlace(t('listing.price.title'), t('listing.price.description'));
  const currency = unit.priceAndAvailability?.currency ?? FALLBACK_CURRENCY;
  const labels = {
    nightlyPrice: t('listing.price.nightly', { currency }),
    minimumStay: t('listing.price.minimumStay'),
    maximumStay: t('listing.price.maximumStay'),
    minimumNotice: t('listing.price.minimumNotice'),
  };
  const discountLabels = {
    heading: t('listing.price.losDiscounts'),
    empty: t('listing.price.noLosDiscounts'),
    fromNights: t('listing.price.fromNights'),
    nights: (count: number) => t('listing.price.nights', { count }),
    percentOff: t('listing.price.percentOff'),
    remove: (number: number) => t('listing.price.removeDiscount', { number }),
    add: t('listing.price.addDiscount'),
  };
  return (
    <PriceForm
      unit={unit}
      sections={SECTIONS}
      settings={configuration.priceAndAvailabilitySettings}
      currencyField={false}
      labels={labels}
      noticeLabel={(count) =>
        count === 0 ? t('listing.price.sameDay') : t('listing.price.daysNotice', { count })
      }
      discountLabels={discountLabels}
      {...place}
    />
  );
}
