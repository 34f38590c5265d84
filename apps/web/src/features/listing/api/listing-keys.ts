/**
 * Query keys of what only the listing flow reads (its progress, place search, calendar verification);
 * the unit and the property are the units and properties features' (their keys, one cache entry each).
 */
export const listingKeys = {
  all: ['listing'] as const,
  progress: (unitId: string) => [...listingKeys.all, 'progress', unitId] as const,
  geocode: (q: string, hl: string) => [...listingKeys.all, 'geocode', hl, q] as const,
  calendarVerification: (unitId: string) => [...listingKeys.all, 'calendar-verification', unitId] as const,
  onboardingConfiguration: () => [...listingKeys.all, 'onboarding-configuration'] as const,
};

export const unitPath = (unitId: string) => `/api/app/property-unit/${encodeURIComponent(unitId)}`;
