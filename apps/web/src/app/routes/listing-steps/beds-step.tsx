import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { RoomsForm } from '../../../features/units/forms/rooms-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['beds'] as const;

/** The beds part of the units feature's rooms form: beds per bedroom and living room. */
export default function BedsStep() {
  const { t } = useTranslation();
  const { unit, configuration, linkTo } = useListingStep();
  const place = useListingPlace(t('listing.beds.title'), t('listing.beds.description'));
  const { bedTypes } = configuration.propertyUnit.room;
  const noRooms = (
    <StepLayout title={t('listing.beds.title')}>
      <EmptyState
        title={t('listing.beds.noBedrooms')}
        action={
          <Button component={Link} to={linkTo('guests-and-rooms/info')} variant="default">
            {t('listing.step.guests-and-rooms/info')}
          </Button>
        }
      />
    </StepLayout>
  );
  return (
    <RoomsForm
      unit={unit}
      sections={SECTIONS}
      {...(bedTypes.length ? { bedTypes } : {})}
      noSleepingRooms={noRooms}
      {...place}
    />
  );
}
