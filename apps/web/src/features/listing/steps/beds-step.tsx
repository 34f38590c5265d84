import { BED_TYPES, type Room } from '@host-portal/contracts/units';
import { Button, Fieldset, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useUpdateUnit } from '../api/update-unit.ts';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

type BedType = (typeof BED_TYPES)[number];
const MAX_BEDS = 20;

/** Beds per bedroom; the other rooms keep what they have. */
export default function BedsStep() {
  const { t } = useTranslation();
  const { unit, configuration, linkTo, complete } = useListingStep();
  const update = useUpdateUnit(unit.id);
  const [rooms, setRooms] = useState<Room[]>(unit.rooms);
  const [error, setError] = useState<string>();
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
                <NumberInput
                  key={type}
                  label={t(`units.bedType.${type}`)}
                  min={0}
                  max={MAX_BEDS}
                  allowDecimal={false}
                  allowNegative={false}
                  value={room.beds.find((b) => b.type === type)?.count ?? 0}
                  onChange={(v) => setCount(index, type, typeof v === 'number' ? Math.min(v, MAX_BEDS) : 0)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </StepLayout>
  );
}
