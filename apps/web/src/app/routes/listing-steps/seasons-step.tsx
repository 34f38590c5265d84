import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { PriceForm } from '../../../features/units/forms/price-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['seasons'] as const;

/** The seasons part of the units feature's price form; a unit without a price sets that first. */
export default function SeasonsStep() {
  const { t } = useTranslation();
  const { unit, linkTo } = useListingStep();
  const place = useListingPlace(t('listing.seasons.title'), t('listing.seasons.description'));
  if (!unit.priceAndAvailability) {
    return (
      <StepLayout title={t('listing.seasons.title')} hideContinue>
        <EmptyState
          title={t('listing.seasons.noPrice')}
          action={
            <Button component={Link} to={linkTo('price-and-availability')}>
              {t('listing.step.price-and-availability')}
            </Button>
          }
        />
      </StepLayout>
    );
  }
  const currency = unit.priceAndAvailability.currency;
  const labels = {
    heading: null,
    empty: t('listing.seasons.empty'),
    season: (number: number) => t('listing.seasons.season', { number }),
    name: t('listing.seasons.name'),
    nightlyPrice: t('listing.price.nightly', { currency }),
    dateFrom: t('listing.seasons.from'),
    dateTo: t('listing.seasons.to'),
    minimumStay: t('listing.price.minimumStay'),
    remove: (number: number) => t('listing.seasons.remove', { number }),
    add: t('listing.seasons.add'),
  };
  return <PriceForm unit={unit} sections={SECTIONS} seasonLabels={labels} {...place} />;
}
