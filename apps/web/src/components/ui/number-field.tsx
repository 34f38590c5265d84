import { NumberInput, type NumberInputProps } from '@mantine/core';
import { forwardRef, useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** What the host typed as a number: NaN when empty or not a number (the form's schema says why). */
export function parseTyped(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text === '' || text === '-' || text === '.' ? Number.NaN : Number(text);
}

const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

export interface NumberFieldProps
  extends Omit<NumberInputProps, 'value' | 'onChange' | 'clampBehavior' | 'allowDecimal' | 'decimalScale'> {
  /** NaN, null or undefined show an empty field */
  value: number | null | undefined;
  /** the typed number, NaN when empty or unreadable; never clamped */
  onChange: (value: number) => void;
  /** digits after the decimal separator; 0 (the default) for whole numbers */
  decimals?: number;
}

/**
 * The one number input of the app. It keeps what the host is typing ("89.", "89,50") instead of
 * rewriting it on each key, accepts a comma or a point as the decimal separator, and never clamps a
 * value to min/max silently: an out-of-range number stays as typed, and the form's schema shows the
 * bound as the field's error.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, onChange, decimals = 0, ...rest },
  ref,
) {
  const external = typeof value === 'number' ? value : Number.NaN;
  const [text, setText] = useState<string | number>(Number.isFinite(external) ? external : '');
  // a reset or a server answer changes the value from outside: show it, unless it is what is typed
  useEffect(() => {
    setText((typed) =>
      same(parseTyped(typed), external) ? typed : Number.isFinite(external) ? external : '',
    );
  }, [external]);
  return (
    <NumberInput
      {...rest}
      ref={ref}
      value={text}
      clampBehavior="none"
      allowDecimal={decimals > 0}
      decimalScale={decimals > 0 ? decimals : undefined}
      allowedDecimalSeparators={['.', ',']}
      onChange={(next) => {
        setText(next);
        onChange(parseTyped(next));
      }}
    />
  );
});

/** NumberField bound to a react-hook-form field (errors from the form's resolver). */
export function FormNumberField<V extends FieldValues>({
  control,
  name,
  ...rest
}: Omit<NumberFieldProps, 'value' | 'onChange' | 'error'> & { control: Control<V>; name: FieldPath<V> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...rest}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
