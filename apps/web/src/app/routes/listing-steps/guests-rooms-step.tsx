import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { RoomsForm } from '../../../features/units/forms/rooms-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingPlace } from './listing-place.tsx';

const SECTIONS = ['guests', 'size'] as const;

/** The guests and size parts of the units feature's rooms form: guests, rooms per type, size. */
export default function GuestsRoomsStep() {
  const { t } = useTranslation();
  const { unit, configuration } = useListingStep();
  const place = useListingPlace(t('listing.guestsRooms.title'), t('listing.guestsRooms.description'));
  return (
    <RoomsForm
      unit={unit}
      sections={SECTIONS}
      roomTypes={configuration.propertyUnit.room.types}
      labels={{ guests: t('listing.guestsRooms.guests') }}
      {...place}
    />
  );
}
