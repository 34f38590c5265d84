import { BED_TYPES, MAX_GUESTS, ROOM_TYPES, type Room, type Unit } from '@host-portal/contracts/units';
import { ActionIcon, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, useFieldArray, useForm } from 'react-hook-form';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { toDisplaySize, toStoredSize } from '../../../lib/area.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

interface RoomsValues {
  guests: number | null;
  rooms: Room[];
}

/** Rooms are edited in the host's measurement unit and stored in square metres. */
export function RoomsForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const measurement = unit.propertySizeMeasurementUnit;
  const toBody = (v: RoomsValues) => ({
    guests: v.guests as number,
    rooms: v.rooms.map((room) => ({ ...room, size: toStoredSize(room.size, measurement) })),
  });
  const form = useForm<RoomsValues>({
    resolver: unitPatchResolver(t, toBody),
    values: {
      guests: unit.guests,
      rooms: unit.rooms.map((room) => ({ ...room, size: toDisplaySize(room.size, measurement) })),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const rooms = useFieldArray({ control: form.control, name: 'rooms' });
  const { save, saving } = useUnitSave(unit, form, ['guests', 'rooms']);
  useFocusField(form);
  const { errors } = form.formState;

  return (
    <UnitFormFrame
      title={t('units.rooms.heading')}
      error={errors.root?.server?.message ?? errors.rooms?.message}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      <Controller
        control={form.control}
        name="guests"
        render={({ field, fieldState }) => (
          <NumberField
            label={t('units.field.guests')}
            required
            min={1}
            max={MAX_GUESTS}
            value={field.value}
            onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            maw={200}
          />
        )}
      />
      {rooms.fields.map((room, index) => (
        <Card key={room.id} withBorder padding="sm" component="fieldset" style={{ minWidth: 0 }}>
          <Text component="legend" fw={600} px={4}>
            {t('units.rooms.roomNumber', { number: index + 1 })}
          </Text>
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Controller
                control={form.control}
                name={`rooms.${index}.type`}
                render={({ field }) => (
                  <Select
                    label={t('units.rooms.type')}
                    data={ROOM_TYPES.map((type) => ({ value: type, label: t(`units.roomType.${type}`) }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    allowDeselect={false}
                    w={200}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`rooms.${index}.size`}
                render={({ field, fieldState }) => (
                  <NumberField
                    label={t('units.field.propertySize')}
                    suffix={measurement === 'imperial' ? ' ft²' : ' m²'}
                    min={0}
                    decimals={measurement === 'imperial' ? 0 : 2}
                    value={field.value}
                    onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    w={140}
                  />
                )}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => rooms.remove(index)}
                aria-label={t('units.rooms.remove', { number: index + 1 })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <Beds control={form.control} roomIndex={index} />
          </Stack>
        </Card>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => rooms.append({ type: 'bedroom', size: null, beds: [] })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('units.rooms.add')}
      </Button>
    </UnitFormFrame>
  );
}

function Beds({ control, roomIndex }: { control: Control<RoomsValues>; roomIndex: number }) {
  const { t } = useTranslation();
  const beds = useFieldArray({ control, name: `rooms.${roomIndex}.beds` });
  return (
    <Stack gap="xs">
      {beds.fields.map((bed, index) => (
        <Group key={bed.id} align="flex-end" gap="sm" wrap="wrap">
          <Controller
            control={control}
            name={`rooms.${roomIndex}.beds.${index}.type`}
            render={({ field }) => (
              <Select
                label={t('units.rooms.bedType')}
                data={BED_TYPES.map((type) => ({ value: type, label: t(`units.bedType.${type}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                allowDeselect={false}
                w={180}
              />
            )}
          />
          <Controller
            control={control}
            name={`rooms.${roomIndex}.beds.${index}.count`}
            render={({ field, fieldState }) => (
              <NumberField
                label={t('units.rooms.bedCount')}
                min={1}
                max={20}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                w={100}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => beds.remove(index)}
            aria-label={t('units.rooms.removeBed', { number: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => beds.append({ type: 'double', count: 1 })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('units.rooms.addBed')}
      </Button>
    </Stack>
  );
}
