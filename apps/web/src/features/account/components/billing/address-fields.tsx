import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { countryOptions } from './countries.ts';
import { errorText } from './form-errors.ts';

export interface AddressValues {
  country: string;
  city: string;
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  state: string;
  province: string;
}

export const emptyAddress = (): AddressValues => ({
  country: '',
  city: '',
  street: '',
  houseNumberOrName: '',
  postalCode: '',
  state: '',
  province: '',
});

/** An address as the server sends it (nulls) in the form's shape (strings). */
export function addressValues(
  address: Partial<Record<keyof AddressValues, string | null>> | null,
): AddressValues {
  const empty = emptyAddress();
  if (!address) return empty;
  return Object.fromEntries(
    Object.entries(empty).map(([key]) => [key, address[key as keyof AddressValues] ?? '']),
  ) as unknown as AddressValues;
}

/** A country picker over every country, searchable by name, in the UI's language. */
export function CountrySelect({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { control, formState } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          searchable
          autoComplete="off"
          data={countryOptions(i18n.language || 'en_US')}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(formState.errors, name, t)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/**
 * The address fields (001 section 5): country, street, house number or name and city are
 * required; the state is a code the server cuts to 3 characters.
 */
export function AddressFields({
  prefix,
  legend,
}: {
  prefix: 'address' | 'principalAddress';
  legend: string;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext();
  const field = (name: keyof AddressValues) => ({
    label: t(`account.billing.address.${name}`),
    error: errorText(formState.errors, `${prefix}.${name}`, t),
    ...register(`${prefix}.${name}`),
  });
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountrySelect name={`${prefix}.country`} label={t('account.billing.address.country')} required />
        <TextInput {...field('city')} required autoComplete="address-level2" />
        <TextInput {...field('street')} required autoComplete="address-line1" />
        <TextInput {...field('houseNumberOrName')} required />
        <TextInput {...field('postalCode')} autoComplete="postal-code" />
        <TextInput {...field('province')} />
        <TextInput
          {...field('state')}
          description={t('account.billing.address.stateHint')}
          autoComplete="address-level1"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
