import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_GUESTS } from '@host-portal/contracts/units';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { countRooms, type RoomCounts, resizeRooms } from '../../../features/listing/components/rooms.ts';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { SizeField } from '../../../features/listing/components/size-field.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { unitField } from '../../../features/listing/components/unit-fields.ts';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const MAX_ROOMS_PER_TYPE = 20;
const count = z.number().int().min(0).max(MAX_ROOMS_PER_TYPE);
const schema = z.object({
  guests: unitField('guests'),
  rooms: z.object({ bedroom: count, living_room: count, bath_room: count, kitchen_room: count }),
  propertySize: unitField('propertySize'),
  propertySizeMeasurementUnit: unitField('propertySizeMeasurementUnit'),
});
type Values = {
  /** NaN while empty */
  guests: number;
  rooms: RoomCounts;
  propertySize: number | null;
  propertySizeMeasurementUnit: 'metric' | 'imperial';
};
const FIELDS = ['guests', 'propertySize', 'propertySizeMeasurementUnit'] as const;

/** Guests, how many rooms of each type, and the size in m² or ft². */
export default function GuestsRoomsStep() {
  const { t } = useTranslation();
  const { unit, configuration, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const types = configuration.propertyUnit.room.types;
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, zodMessages(t)) as never,
    defaultValues: {
      guests: unit.guests ?? Number.NaN,
      rooms: { bedroom: 0, living_room: 0, bath_room: 0, kitchen_room: 0, ...countRooms(unit.rooms, types) },
      propertySize: unit.propertySize,
      propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        guests: values.guests,
        rooms: resizeRooms(unit.rooms, values.rooms),
        propertySize: values.propertySize,
        propertySizeMeasurementUnit: values.propertySizeMeasurementUnit,
      });
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.guestsRooms.title')}
      description={t('listing.guestsRooms.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={errors.root?.server?.message}
    >
      <Controller
        control={form.control}
        name="guests"
        render={({ field, fieldState }) => (
          <NumberField
            label={t('listing.guestsRooms.guests')}
            required
            min={1}
            max={MAX_GUESTS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            maw={240}
          />
        )}
      />
      <Fieldset legend={t('listing.guestsRooms.rooms')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {types.map((type) => (
            <Controller
              key={type}
              control={form.control}
              name={`rooms.${type}`}
              render={({ field, fieldState }) => (
                <NumberField
                  label={t(`units.roomType.${type}`)}
                  min={0}
                  max={MAX_ROOMS_PER_TYPE}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Controller
        control={form.control}
        name="propertySize"
        render={({ field, fieldState }) => (
          <SizeField
            value={field.value}
            unit={form.watch('propertySizeMeasurementUnit')}
            onChange={field.onChange}
            onUnitChange={(next) => form.setValue('propertySizeMeasurementUnit', next, { shouldDirty: true })}
            error={fieldState.error?.message}
          />
        )}
      />
    </StepLayout>
  );
}
