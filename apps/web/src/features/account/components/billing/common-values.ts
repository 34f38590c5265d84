import type { IndividualDetails } from '@host-portal/contracts/billing-details';
import { type AddressValues, addressValues } from './address-fields.tsx';

/** The fields both kinds of billing details share, as the forms hold them (strings, not nulls). */
export interface CommonValues {
  phoneNumber: string;
  address: AddressValues;
  sameAddress: boolean;
  principalAddress: AddressValues;
  taxIdentifications: { id: string; countryIsoCode: string }[];
  countryWithoutTaxId: boolean;
  vatId: string;
  userWithoutVatId: boolean;
}

type Common = Pick<
  IndividualDetails,
  | 'phoneNumber'
  | 'address'
  | 'sameAddress'
  | 'principalAddress'
  | 'taxIdentifications'
  | 'countryWithoutTaxId'
  | 'vatId'
  | 'userWithoutVatId'
>;

export function commonValues(details: Common): CommonValues {
  const address = addressValues(details.address);
  return {
    phoneNumber: details.phoneNumber ?? '',
    address,
    sameAddress: details.sameAddress,
    principalAddress: addressValues(details.principalAddress),
    // a first, empty tax number in the residence country is the usual start
    taxIdentifications: details.taxIdentifications.length
      ? details.taxIdentifications
      : details.countryWithoutTaxId
        ? []
        : [{ id: '', countryIsoCode: address.country }],
    countryWithoutTaxId: details.countryWithoutTaxId,
    vatId: details.vatId ?? '',
    userWithoutVatId: details.userWithoutVatId,
  };
}
