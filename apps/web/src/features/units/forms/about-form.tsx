import { ACCOMMODATION_TYPES, MEASUREMENT_UNITS, type Unit } from '@host-portal/contracts/units';
import { Alert, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { type MeasurementUnit, toDisplaySize, toStoredSize } from '../../../lib/area.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

interface AboutValues {
  title: string;
  description: string;
  accommodationType: Unit['accommodationType'];
  propertySize: number | null;
  propertySizeMeasurementUnit: MeasurementUnit;
}

const FIELDS = [
  'title',
  'description',
  'accommodationType',
  'propertySize',
  'propertySizeMeasurementUnit',
] as const;

const toBody = (v: AboutValues) => ({
  title: v.title,
  description: v.description.trim() ? v.description : null,
  ...(v.accommodationType ? { accommodationType: v.accommodationType } : {}),
  propertySize: toStoredSize(v.propertySize, v.propertySizeMeasurementUnit),
  propertySizeMeasurementUnit: v.propertySizeMeasurementUnit,
});

/** Title, description, type and size of the unit. */
export function AboutForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const form = useForm<AboutValues>({
    resolver: unitPatchResolver(t, toBody),
    values: {
      title: unit.title ?? '',
      description: unit.description ?? '',
      accommodationType: unit.accommodationType,
      propertySize: toDisplaySize(unit.propertySize, unit.propertySizeMeasurementUnit),
      propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving } = useUnitSave(unit, form, FIELDS);
  useFocusField(form);
  const { errors, isDirty } = form.formState;
  const measurement = form.watch('propertySizeMeasurementUnit');

  return (
    <UnitFormFrame
      title={t('units.about.heading')}
      error={errors.root?.server?.message}
      saving={saving}
      dirty={isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      {(unit.state === 'PUBLISHED' || unit.state === 'APPROVED') && (
        // ADR 0008: new text on a live unit is reviewed before guests read it
        <Alert color="yellow" variant="light" title={t('units.about.reviewTitle')}>
          {t('units.about.reviewText')}
        </Alert>
      )}
      <TextInput
        label={t('units.field.title')}
        required
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label={t('units.field.description')}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={5000}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="accommodationType"
        render={({ field, fieldState }) => (
          <Select
            label={t('units.field.accommodationType')}
            data={ACCOMMODATION_TYPES.map((type) => ({
              value: type,
              label: t(`units.accommodationType.${type}`),
            }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            ref={field.ref}
            error={fieldState.error?.message}
            allowDeselect={false}
            maw={360}
          />
        )}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="size-unit-label">
          {t('units.about.sizeUnit')}
        </Text>
        <Controller
          control={form.control}
          name="propertySizeMeasurementUnit"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="size-unit-label"
              value={field.value}
              onChange={(next) => {
                const stored = toStoredSize(form.getValues('propertySize'), field.value);
                field.onChange(next);
                form.setValue('propertySize', toDisplaySize(stored, next as MeasurementUnit), {
                  shouldDirty: true,
                });
              }}
              data={MEASUREMENT_UNITS.map((m) => ({ value: m, label: t(`units.measurement.${m}`) }))}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="propertySize"
        render={({ field, fieldState }) => (
          <NumberField
            label={t('units.field.propertySize')}
            suffix={measurement === 'imperial' ? ' ft²' : ' m²'}
            min={1}
            decimals={measurement === 'imperial' ? 0 : 2}
            value={field.value}
            onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            maw={240}
          />
        )}
      />
    </UnitFormFrame>
  );
}
