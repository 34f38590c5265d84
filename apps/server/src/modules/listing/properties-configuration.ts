import { PHOTOS_CONSTRAINTS, type PropertiesConfiguration } from '@host-portal/contracts/listing';
import {
  ACCOMMODATION_TYPES,
  BED_TYPES,
  MINIMUM_NOTICE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  ROOM_TYPES,
} from '@host-portal/contracts/units';
import type { Locale } from '@host-portal/i18n';
import { translate } from '../settings/translations.ts';
import { ADDRESS_FORMS } from '../units/rules/address-forms.ts';
import { AMENITY_GROUPS } from '../units/rules/amenities.ts';

/** Length-of-stay discount choices: a week, two weeks, four weeks; at most 90 % off (the contract's bound). */
export const LOS_DISCOUNT_MIN_NIGHTS = [7, 14, 28];
export const LOS_DISCOUNT_MAX_PERCENT = 90;

export function propertiesConfiguration(locale: Locale): PropertiesConfiguration {
  return {
    propertyUnit: {
      photosConstraints: { ...PHOTOS_CONSTRAINTS, mimeTypes: [...PHOTOS_CONSTRAINTS.mimeTypes] },
      room: { types: [...ROOM_TYPES], bedTypes: [...BED_TYPES] },
      accommodationTypes: [...ACCOMMODATION_TYPES],
      amenityGroups: AMENITY_GROUPS.map((g) => ({
        key: g.key,
        label: translate(locale, `amenities.group.${g.key}`),
        amenities: g.amenities.map((key) => ({ key, label: translate(locale, `amenities.${key}`) })),
      })),
    },
    priceAndAvailabilitySettings: {
      priceMin: PRICE_MIN,
      priceMax: PRICE_MAX,
      minimumNoticeOptions: [...MINIMUM_NOTICE_OPTIONS],
      losDiscount: { minNightsOptions: LOS_DISCOUNT_MIN_NIGHTS, maxPercent: LOS_DISCOUNT_MAX_PERCENT },
    },
    property: { addressForm: ADDRESS_FORMS },
  };
}
