import type { ADDRESS_FIELDS, PropertyLocation } from '@host-portal/contracts/listing';
import { ENGLISH, type LocalText } from '../../settings/request-locale.ts';

type AddressField = (typeof ADDRESS_FIELDS)[number];
export interface AddressForm {
  fields: AddressField[];
  required: AddressField[];
}

const ALL: AddressField[] = [
  'country',
  'city',
  'street',
  'houseNumberOrName',
  'postalCode',
  'stateOrProvince',
];

/**
 * Which address fields a country shows and requires (000 section 5: country, city, street, house
 * number or name by default). Exceptions, recorded in docs/decisions/0005-units-listing-rules.md:
 * - GB: many homes have a name instead of a number and the postcode pins the address, so the
 *   postcode is required and house number or name is not.
 * - IE: rural addresses often have no street or number (townland + Eircode); only country and
 *   city/town are required, the Eircode is recommended.
 * - US, CA, AU: state or province and postal code are part of every address and required.
 */
export const ADDRESS_FORMS: { default: AddressForm; byCountry: Record<string, AddressForm> } = {
  default: { fields: ALL, required: ['country', 'city', 'street', 'houseNumberOrName'] },
  byCountry: {
    GB: { fields: ALL, required: ['country', 'city', 'street', 'postalCode'] },
    IE: { fields: ALL, required: ['country', 'city'] },
    US: {
      fields: ALL,
      required: ['country', 'city', 'street', 'houseNumberOrName', 'stateOrProvince', 'postalCode'],
    },
    CA: {
      fields: ALL,
      required: ['country', 'city', 'street', 'houseNumberOrName', 'stateOrProvince', 'postalCode'],
    },
    AU: {
      fields: ALL,
      required: ['country', 'city', 'street', 'houseNumberOrName', 'stateOrProvince', 'postalCode'],
    },
  },
};

export const addressFormFor = (countryCode: string | null | undefined) =>
  (countryCode && ADDRESS_FORMS.byCountry[countryCode]) || ADDRESS_FORMS.default;

/** The location key behind an address-form field (the form says `country`, the location `countryCode`). */
const KEY: Record<AddressField, keyof PropertyLocation> = {
  country: 'countryCode',
  city: 'city',
  street: 'street',
  houseNumberOrName: 'houseNumberOrName',
  postalCode: 'postalCode',
  stateOrProvince: 'stateOrProvince',
};

/** Missing required address fields as invalid params named `location.<key>`. */
export function missingAddressFields(location: Partial<PropertyLocation> | null, text: LocalText = ENGLISH) {
  const form = addressFormFor(location?.countryCode);
  return form.required
    .map((f) => KEY[f])
    .filter((key) => {
      const v = location?.[key];
      return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
    })
    .map((key) => ({ name: `location.${key}`, reason: text.t('listing.address.requiredHere') }));
}
