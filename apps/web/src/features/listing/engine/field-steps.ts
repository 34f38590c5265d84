import type { StepName } from './steps.ts';

/** Which step fixes a field the server names in a publish problem (invalidParams). */
const FIELD_STEP: Record<string, StepName> = {
  title: 'title',
  description: 'title',
  accommodationType: 'unit-type',
  guests: 'guests-and-rooms/info',
  rooms: 'guests-and-rooms/info',
  bedroomCount: 'guests-and-rooms/info',
  propertySize: 'guests-and-rooms/info',
  beds: 'guests-and-rooms/beds',
  photos: 'photos',
  amenities: 'amenities',
  priceAndAvailability: 'price-and-availability',
  nightlyPrice: 'price-and-availability',
  seasons: 'price-and-availability/seasons',
  bookingType: 'booking-preference',
  cancellationPolicy: 'booking-preference',
  calendarAvailability: 'calendar-availability',
  registrationNumber: 'regional-requirements',
  nationalIdentificationCode: 'regional-requirements',
  location: 'location',
  countryCode: 'location',
  city: 'location/address',
  street: 'location/address',
  houseNumberOrName: 'location/address',
  postalCode: 'location/address',
  stateOrProvince: 'location/address',
  address: 'location/address',
  latitude: 'location/map',
  longitude: 'location/map',
  propertyTitle: 'property-title',
  isListed: 'listing-verification',
  listingUrl: 'listing-verification',
};

/** 000 section 5: registrationNumber first, then nationalIdentificationCode, then the rest as given. */
const FIRST = ['registrationNumber', 'nationalIdentificationCode'];

export interface MissingField {
  field: string;
  reason: string;
  step: StepName | null;
}

export function missingFields(fieldErrors: Record<string, string>): MissingField[] {
  const entries = Object.entries(fieldErrors).map(([name, reason]) => {
    const field = name.replace(/^body\./, '');
    const key = field.split(/[.[]/)[0] ?? field;
    return { field, reason, step: FIELD_STEP[key] ?? FIELD_STEP[field.split('.').at(-1) ?? ''] ?? null };
  });
  const rank = (f: MissingField) => {
    const i = FIRST.indexOf(f.field);
    return i === -1 ? FIRST.length : i;
  };
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}
