import { BED_TYPES, MAX_GUESTS, ROOM_TYPES, type Room, type Unit } from '@host-portal/contracts/units';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldError, get, useForm } from 'react-hook-form';
import { FormNumberField, NumberField } from '../../../components/ui/number-field.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import type { UnitFormPlace } from './form-place.ts';
import { SizeFields, type SizeValues, sizeBody, sizeValues } from './size-fields.tsx';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

export type RoomType = (typeof ROOM_TYPES)[number];
export type BedType = (typeof BED_TYPES)[number];

/** Rooms a host may add of one type; the contract caps the whole list at 50. */
export const MAX_ROOMS_PER_TYPE = 20;
/** Beds of one type in one room (the contract's bound). */
export const MAX_BEDS_PER_TYPE = 20;
/** Rooms that hold beds; the server refuses beds anywhere else. */
export const SLEEPING_ROOMS = ['bedroom', 'living_room'] as const satisfies readonly RoomType[];

/** One room as edited: its stored size (kept, not edited here) and a count per bed type (NaN while empty). */
interface RoomDraft {
  size: number | null;
  beds: Record<BedType, number>;
}

interface RoomsValues extends SizeValues {
  guests: number | null;
  /** How many rooms of each type; NaN while empty. */
  counts: Record<RoomType, number>;
  /** Every room the host has described, per type; counts[type] of them are kept on save. */
  rooms: Record<RoomType, RoomDraft[]>;
}

/**
 * guests: the number of guests and how many rooms of each type; size: the unit's size; beds: the
 * beds of each bedroom and living room. The unit page shows guests and beds (its size is on the
 * about page), the listing's guests-and-rooms step guests and size, its beds step the beds.
 */
export type RoomsSection = 'guests' | 'size' | 'beds';
const ALL: readonly RoomsSection[] = ['guests', 'beds'];

const validCount = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/** How many rooms of a type the form stands for now; an invalid count keeps what is stored. */
const roomCount = (v: RoomsValues, type: RoomType) =>
  validCount(v.counts[type], MAX_ROOMS_PER_TYPE) ? v.counts[type] : v.rooms[type].length;

const emptyBeds = (): Record<BedType, number> =>
  Object.fromEntries(BED_TYPES.map((b) => [b, 0])) as Record<BedType, number>;

function draftsOf(rooms: readonly Room[]): Record<RoomType, RoomDraft[]> {
  return Object.fromEntries(
    ROOM_TYPES.map((type) => [
      type,
      rooms
        .filter((room) => room.type === type)
        .map((room) => ({
          size: room.size,
          beds: { ...emptyBeds(), ...Object.fromEntries(room.beds.map((bed) => [bed.type, bed.count])) },
        })),
    ]),
  ) as Record<RoomType, RoomDraft[]>;
}

/**
 * The stored list: counts[type] rooms of each type, the ones described first (with their size and
 * beds), then empty ones. Fewer rooms keep the others' beds in the form until the host saves.
 */
export function roomsOf(v: Pick<RoomsValues, 'counts' | 'rooms'>): Room[] {
  return ROOM_TYPES.flatMap((type) =>
    Array.from({ length: roomCount(v as RoomsValues, type) }, (_, i): Room => {
      const draft = v.rooms[type][i];
      const beds = SLEEPING_ROOMS.includes(type as (typeof SLEEPING_ROOMS)[number])
        ? BED_TYPES.filter((b) => (draft?.beds[b] ?? 0) > 0).map((b) => ({ type: b, count: draft!.beds[b] }))
        : [];
      return { type, size: draft?.size ?? null, beds };
    }),
  );
}

const bodyOf = (sections: readonly RoomsSection[]) => (v: RoomsValues) => ({
  ...(sections.includes('guests') ? { guests: v.guests as number } : {}),
  ...(sections.includes('guests') || sections.includes('beds') ? { rooms: roomsOf(v) } : {}),
  ...(sections.includes('size') ? sizeBody(v) : {}),
});

/** What the contract cannot see: typed counts out of bounds, and a bedroom without a bed. */
const localChecks = (t: TFunction, sections: readonly RoomsSection[]) => (v: RoomsValues) => {
  const errors: Record<string, FieldError> = {};
  if (sections.includes('guests')) {
    for (const type of ROOM_TYPES) {
      const n = v.counts[type];
      if (!validCount(n, MAX_ROOMS_PER_TYPE)) {
        errors[`counts.${type}`] = { type: 'range', message: countMessage(t, n, MAX_ROOMS_PER_TYPE) };
      }
    }
  }
  if (sections.includes('beds')) {
    for (const type of SLEEPING_ROOMS) {
      for (let i = 0; i < roomCount(v, type); i++) {
        const beds = v.rooms[type][i]?.beds ?? emptyBeds();
        for (const bed of BED_TYPES) {
          // a room added in this form has only the beds typed so far
          const n = beds[bed] ?? 0;
          if (!Number.isNaN(n) && !validCount(n, MAX_BEDS_PER_TYPE)) {
            errors[`rooms.${type}.${i}.beds.${bed}`] = {
              type: 'range',
              message: countMessage(t, n, MAX_BEDS_PER_TYPE),
            };
          }
        }
        if (type === 'bedroom' && !BED_TYPES.some((bed) => (beds[bed] ?? 0) > 0)) {
          errors[`rooms.${type}.${i}.beds`] = { type: 'required', message: t('units.rooms.everyBedroom') };
        }
      }
    }
  }
  return errors;
};

function countMessage(t: TFunction, n: number, max: number) {
  if (Number.isNaN(n)) return t('forms.errors.required');
  if (n < 0) return t('units.errors.min', { min: 0 });
  if (n > max) return t('units.errors.max', { max });
  return t('forms.errors.invalid');
}

export interface RoomsFormProps extends UnitFormPlace {
  unit: Unit;
  /** Which parts to show and save; guests and beds by default. */
  sections?: readonly RoomsSection[];
  /** The room and bed types to offer (the listing's configuration); all of them by default. */
  roomTypes?: readonly RoomType[];
  bedTypes?: readonly BedType[];
  /** Translated texts where the place words them differently. */
  labels?: { guests?: string };
  /** Shown instead of the form when only the beds are edited and no room can hold one. */
  noSleepingRooms?: ReactNode;
}

/** Guests, rooms and beds of the unit: one editor for the unit page and the listing (ADR 0012). */
export function RoomsForm({
  unit,
  sections = ALL,
  roomTypes = ROOM_TYPES,
  bedTypes = BED_TYPES,
  labels = {},
  noSleepingRooms,
  frame: Frame = UnitFormFrame,
  ...place
}: RoomsFormProps) {
  const { t } = useTranslation();
  const toBody = bodyOf(sections);
  const rooms = draftsOf(unit.rooms);
  const form = useForm<RoomsValues>({
    resolver: unitPatchResolver(t, toBody, undefined, localChecks(t, sections)),
    values: {
      guests: unit.guests,
      counts: Object.fromEntries(ROOM_TYPES.map((type) => [type, rooms[type].length])) as Record<
        RoomType,
        number
      >,
      rooms,
      ...sizeValues(unit),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const fields = [
    ...(sections.includes('guests') ? (['guests'] as const) : []),
    ...(sections.includes('size') ? (['propertySize', 'propertySizeMeasurementUnit'] as const) : []),
  ];
  const { save, saving } = useUnitSave(unit, form, fields, place);
  useFocusField(form);
  const { errors, isDirty, isSubmitting } = form.formState;
  const values = form.watch();
  const sleeping = SLEEPING_ROOMS.flatMap((type) =>
    Array.from({ length: roomCount(values, type) }, (_, index) => ({ type, index })),
  );

  if (!sections.includes('guests') && sleeping.length === 0 && noSleepingRooms) return noSleepingRooms;

  return (
    <Frame
      title={place.title ?? t('units.rooms.heading')}
      description={place.description}
      error={errors.root?.server?.message ?? (errors.rooms as FieldError | undefined)?.message}
      saving={saving || isSubmitting}
      dirty={isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      {sections.includes('guests') && (
        <>
          <Controller
            control={form.control}
            name="guests"
            render={({ field, fieldState }) => (
              <NumberField
                label={labels.guests ?? t('units.field.guests')}
                required
                min={1}
                max={MAX_GUESTS}
                value={field.value}
                // emptied, the field is null, which the contract names as required
                onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                maw={240}
              />
            )}
          />
          <Fieldset legend={t('units.rooms.rooms')} variant="unstyled">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {roomTypes.map((type) => (
                <FormNumberField
                  key={type}
                  control={form.control}
                  name={`counts.${type}`}
                  label={t(`units.roomType.${type}`)}
                  min={0}
                  max={MAX_ROOMS_PER_TYPE}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        </>
      )}
      {sections.includes('size') && <SizeFields form={form as never} />}
      {sections.includes('beds') && (
        <Stack gap="md">
          {sections.includes('guests') && (
            <Text fw={600} component="h3" fz="lg" m={0}>
              {t('units.rooms.bedsHeading')}
            </Text>
          )}
          {sleeping.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('units.rooms.noSleepingRooms')}
            </Text>
          ) : (
            sleeping.map(({ type, index }) => (
              <RoomBeds
                key={`${type}-${index}`}
                control={form.control}
                type={type}
                index={index}
                bedTypes={bedTypes}
                error={(get(errors, `rooms.${type}.${index}.beds`) as FieldError | undefined)?.message}
              />
            ))
          )}
        </Stack>
      )}
    </Frame>
  );
}

function RoomBeds({
  control,
  type,
  index,
  bedTypes,
  error,
}: {
  control: Control<RoomsValues>;
  type: (typeof SLEEPING_ROOMS)[number];
  index: number;
  bedTypes: readonly BedType[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const legend = t(type === 'bedroom' ? 'units.rooms.bedroomNumber' : 'units.rooms.livingRoomNumber', {
    number: index + 1,
  });
  return (
    <Fieldset legend={legend} aria-invalid={error ? true : undefined}>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        {bedTypes.map((bed) => (
          <FormNumberField
            key={bed}
            control={control}
            name={`rooms.${type}.${index}.beds.${bed}`}
            label={t(`units.bedType.${bed}`)}
            min={0}
            max={MAX_BEDS_PER_TYPE}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
