/** One in-progress single-unit property and its unit, as the API returns them: data for the listing route tests. */
export const P = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
export const U = '1c9f7a52-44c6-4f7e-9a43-8f6a7c2a0c22';
export const now = '2026-01-01T00:00:00.000Z';
export const property = {
  id: P,
  propertyType: 'single',
  title: 'Sea view',
  description: null,
  restaurantDescription: null,
  specialOfferDescription: null,
  location: null,
  unitIds: [U],
  units: [],
  firstFinishedUnitId: null,
  firstInProgressUnitId: U,
  state: 'IN_PROGRESS',
  invalidFields: [],
  unitSummary: { total: 1, published: 0, inProgress: 1 },
  createdAt: now,
  updatedAt: now,
};
export const unit = {
  id: U,
  propertyId: P,
  propertyType: 'single',
  title: null,
  description: null,
  thumbnail: null,
  state: 'IN_PROGRESS',
  availableActions: [],
  links: [],
  invalidFields: [],
  rejectionMessage: null,
  accommodationType: null,
  guests: null,
  bedroomCount: 0,
  rooms: [],
  propertySize: null,
  propertySizeMeasurementUnit: 'metric',
  amenities: [],
  priceAndAvailability: null,
  bookingType: null,
  cancellationPolicy: null,
  calendarAvailability: { status: 'NEUTRAL' },
  createdAt: now,
  updatedAt: now,
};
export const configuration = {
  propertyUnit: {
    photosConstraints: {
      mimeTypes: [],
      minWidth: 1,
      minHeight: 1,
      maxWidth: 9,
      maxHeight: 9,
      maxFileSize: 9,
      maxCount: 9,
      minCount: 3,
    },
    room: { types: ['bedroom', 'living_room', 'bath_room', 'kitchen_room'], bedTypes: ['double'] },
    accommodationTypes: ['apartment', 'house'],
    amenityGroups: [],
  },
  priceAndAvailabilitySettings: {
    priceMin: 1,
    priceMax: 1_000_000,
    minimumNoticeOptions: [0, 1, 2, 3, 7],
    losDiscount: { minNightsOptions: [7], maxPercent: 50 },
  },
  property: { addressForm: { default: { fields: ['city'], required: ['city'] }, byCountry: {} } },
};
export const user = {
  onboardingStatus: 'finished',
  type: 'individual',
  status: 'active',
  appFeatures: { commissionApplicable: true, subscriptionApplicable: true, isKYCApplicable: true },
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
