import { BED_TYPES, type Room } from '@host-portal/contracts/units';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { LISTING_TOASTS } from './listing-toasts.ts';

type BedType = (typeof BED_TYPES)[number];
const MAX_BEDS = 20;

/** Beds per bedroom; the other rooms keep what they have. */
export default function BedsStep() {
  const { t } = useTranslation();
  const { unit, configuration, linkTo, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const [rooms, setRooms] = useState<Room[]>(unit.rooms);
  const [error, setError] = useState<string>();
  // counts typed outside 0–MAX_BEDS stay as typed with their bound as the error, never clamped
  const [outOfRange, setOutOfRange] = useState<Record<string, string>>({});
  const bedTypes = configuration.propertyUnit.room.bedTypes.length
    ? configuration.propertyUnit.room.bedTypes
    : BED_TYPES;
  const bedrooms = rooms
    .map((room, index) => ({ room, index }))
    .filter(({ room }) => room.type === 'bedroom');

  const setCount = (index: number, type: BedType, count: number) =>
    setRooms((all) =>
      all.map((room, i) => {
        if (i !== index) return room;
        const beds = room.beds.filter((b) => b.type !== type);
        return { ...room, beds: count > 0 ? [...beds, { type, count }] : beds };
      }),
    );

  if (bedrooms.length === 0) {
    return (
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
  }

  return (
    <StepLayout
      title={t('listing.beds.title')}
      description={t('listing.beds.description')}
      pending={update.isPending}
      error={error}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        if (Object.keys(outOfRange).length > 0) return;
        if (bedrooms.some(({ room }) => room.beds.length === 0))
          return setError(t('listing.beds.everyBedroom'));
        try {
          await update.mutateAsync({ rooms });
        } catch (e) {
          return setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
        }
        await complete();
      }}
    >
      <Stack gap="lg">
        {bedrooms.map(({ room, index }, n) => (
          <Fieldset key={index} legend={t('listing.beds.bedroom', { number: n + 1 })}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {bedTypes.map((type) => (
                <NumberField
                  key={type}
                  label={t(`units.bedType.${type}`)}
                  min={0}
                  max={MAX_BEDS}
                  value={room.beds.find((b) => b.type === type)?.count ?? 0}
                  error={outOfRange[`${index}:${type}`]}
                  onChange={(v) => {
                    const key = `${index}:${type}`;
                    const problem =
                      v > MAX_BEDS
                        ? t('forms.errors.max', { max: MAX_BEDS })
                        : v < 0
                          ? t('forms.errors.min', { min: 0 })
                          : null;
                    setOutOfRange(({ [key]: _, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
                    if (!problem) setCount(index, type, Number.isNaN(v) ? 0 : v);
                  }}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </StepLayout>
  );
}
