/** Query keys of the listing flow; every query and invalidation goes through these. */
export const listingKeys = {
  all: ['listing'] as const,
  property: (id: string) => [...listingKeys.all, 'property', id] as const,
  unit: (id: string) => [...listingKeys.all, 'unit', id] as const,
  progress: (unitId: string) => [...listingKeys.all, 'progress', unitId] as const,
  configuration: (hl: string) => [...listingKeys.all, 'configuration', hl] as const,
  geocode: (q: string, hl: string) => [...listingKeys.all, 'geocode', hl, q] as const,
  hasProperties: () => [...listingKeys.all, 'has-properties'] as const,
  promotions: (unitId: string) => [...listingKeys.all, 'promotions', unitId] as const,
  promotionsConfiguration: (unitId: string) =>
    [...listingKeys.all, 'promotions-configuration', unitId] as const,
  regional: (unitId: string) => [...listingKeys.all, 'regional', unitId] as const,
  /** Every regional configuration: they follow the property's country, so a location save refreshes them. */
  regionalConfigurations: () => [...listingKeys.all, 'regional-configuration'] as const,
  regionalConfiguration: (unitId: string, countryCode: string | null) =>
    [...listingKeys.regionalConfigurations(), unitId, countryCode] as const,
  calendarVerification: (unitId: string) => [...listingKeys.all, 'calendar-verification', unitId] as const,
};

export const unitPath = (unitId: string) => `/api/app/property-unit/${encodeURIComponent(unitId)}`;
export const propertyPath = (propertyId: string) => `/api/app/properties/${encodeURIComponent(propertyId)}`;
