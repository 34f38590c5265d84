import { MEASUREMENT_UNITS } from '@host-portal/contracts/units';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { type MeasurementUnit, toDisplaySize, toStoredSize } from '../../../lib/area.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The two fields every form that edits the unit's size holds, in the host's measurement unit. */
export interface SizeValues {
  /** shown in `propertySizeMeasurementUnit`: m² at 2 decimals or ft² at 0 */
  propertySize: number | null;
  propertySizeMeasurementUnit: MeasurementUnit;
}

/** Body part of the size: stored in square metres at 2 decimals whatever the host sees. */
export const sizeBody = (v: SizeValues) => ({
  propertySize: toStoredSize(v.propertySize, v.propertySizeMeasurementUnit),
  propertySizeMeasurementUnit: v.propertySizeMeasurementUnit,
});

/** Form values for the size of a unit as stored. */
export const sizeValues = (unit: {
  propertySize: number | null;
  propertySizeMeasurementUnit: MeasurementUnit;
}) => ({
  propertySize: toDisplaySize(unit.propertySize, unit.propertySizeMeasurementUnit),
  propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
});

/**
 * The measurement unit toggle and the size: switching the unit converts what is shown (ft² rounded
 * to 0 decimals, 000 section 5), so the stored square metres do not drift.
 */
export function SizeFields({ form }: { form: UseFormReturn<SizeValues> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const control = form.control as Control<SizeValues>;
  const measurement = form.watch('propertySizeMeasurementUnit');
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('units.about.sizeUnit')}
        </Text>
        <Controller
          control={control}
          name="propertySizeMeasurementUnit"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby={labelId}
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
        control={control}
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
    </>
  );
}
