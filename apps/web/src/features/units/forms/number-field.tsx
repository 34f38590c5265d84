import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** An integer NumberInput bound to the form; empty is NaN so the contract reports it as required. */
export function NumberField<V extends FieldValues>({
  control,
  name,
  label,
  min = 1,
  max,
  suffix,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  min?: number;
  max?: number;
  suffix?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={min}
          max={max}
          suffix={suffix}
          allowDecimal={false}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
