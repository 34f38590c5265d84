import { Checkbox, Switch } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';

/** A yes/no field as a switch or a checkbox, controlled by the form (Mantine keeps no state of its own). */
export function CheckField({
  name,
  label,
  kind = 'checkbox',
}: {
  name: string;
  label: string;
  kind?: 'switch' | 'checkbox';
}) {
  const { control } = useFormContext();
  const Input = kind === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          label={label}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
