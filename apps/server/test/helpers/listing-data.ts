/**
 * Plain test data for a unit that passes the publish gate, shared by the API tests (through
 * listing-fixtures.ts) and the browser tests' factories (e2e/fixtures/factories.ts). No imports, so
 * that both projects can load it.
 */

/** Every field the publish gate asks for (000 sections 3 and 5). */
export const FULL_UNIT = {
  title: 'Sea-view flat with terrace',
  description: 'Two bedrooms, a terrace facing the sea and a five-minute walk to the beach.',
  accommodationType: 'apartment',
  guests: 4,
  rooms: [
    { type: 'bedroom', size: 14.5, beds: [{ type: 'double', count: 1 }] },
    { type: 'bedroom', size: 11, beds: [{ type: 'single', count: 2 }] },
    { type: 'bath_room', size: 5, beds: [] },
  ],
  propertySize: 72.456,
  amenities: ['wifi', 'air_conditioning', 'sea_view'],
  priceAndAvailability: {
    currency: 'EUR',
    nightlyPrice: 12_000,
    minimumStay: 2,
    maximumStay: 28,
    minimumNotice: 1,
    losDiscounts: [{ minNights: 7, percent: 10 }],
    seasons: [
      { name: 'Summer', dateFrom: '2027-07-01', dateTo: '2027-09-01', nightlyPrice: 18_000, minimumStay: 7 },
    ],
  },
  bookingType: 'onLine',
  cancellationPolicy: { type: 'moderate' },
};

export const ADDRESS = {
  FR: {
    countryCode: 'FR',
    city: 'Nice',
    street: 'Promenade des Anglais',
    houseNumberOrName: '12',
    postalCode: '06000',
  },
  DE: {
    countryCode: 'DE',
    city: 'Sylt',
    street: 'Strandstraße',
    houseNumberOrName: '3',
    postalCode: '25980',
  },
  HR: { countryCode: 'HR', city: 'Split', street: 'Obala', houseNumberOrName: '5' },
} as const;

/** A registration number the country's regional requirement accepts. */
export const REGISTRATION_NUMBER = { FR: '7510712345678' } as const;
