import type {
  ADDRESS_FIELDS,
  PropertiesConfiguration,
  PropertyLocation,
} from '@host-portal/contracts/listing';
import { z } from 'zod';
import type { TFunction } from '../../../lib/translator.ts';

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = PropertiesConfiguration['property']['addressForm']['default'];
export type AddressValues = Record<Exclude<AddressField, 'country'>, string>;

/** The country's address form, or the default set (000 section 5). */
export const addressFormFor = (
  configuration: PropertiesConfiguration,
  countryCode: string | undefined,
): AddressForm =>
  (countryCode && configuration.property.addressForm.byCountry[countryCode]) ||
  configuration.property.addressForm.default;

/** The contract's location limits plus the country's required fields; the state is cut to 3 characters. */
export function addressSchema(form: AddressForm, t: TFunction) {
  const text = (name: AddressField, max: number) =>
    form.required.includes(name)
      ? z
          .string()
          .trim()
          .min(1, t('forms.errors.required'))
          .max(max, t('forms.errors.tooLong', { count: max }))
      : z
          .string()
          .trim()
          .max(max, t('forms.errors.tooLong', { count: max }));
  return z.object({
    city: text('city', 100),
    street: text('street', 200),
    houseNumberOrName: text('houseNumberOrName', 100),
    postalCode: text('postalCode', 20),
    stateOrProvince: text('stateOrProvince', 100).transform((s) => s.slice(0, 3)),
  });
}

/** Merges the form into the saved location; empty optional fields become null. */
export function toLocation(saved: PropertyLocation, values: AddressValues): PropertyLocation {
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  return {
    ...saved,
    city: values.city.trim() || saved.city,
    street: orNull(values.street),
    houseNumberOrName: orNull(values.houseNumberOrName),
    postalCode: orNull(values.postalCode),
    stateOrProvince: orNull(values.stateOrProvince)?.slice(0, 3) ?? null,
  };
}
