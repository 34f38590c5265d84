/** Query keys of the reviews area; every query and invalidation goes through these. */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** the reviews list across units (every search) and each unit's line of it */
  summaries: () => [...reviewKeys.all, 'summary'] as const,
  summaryList: (search: string) => [...reviewKeys.summaries(), 'list', { search }] as const,
  summary: (unitId: string) => [...reviewKeys.summaries(), 'unit', unitId] as const,
  unit: (unitId: string) => [...reviewKeys.all, 'unit', unitId] as const,
  list: (unitId: string) => [...reviewKeys.unit(unitId), 'list'] as const,
  rating: (unitId: string) => [...reviewKeys.unit(unitId), 'rating'] as const,
  /** the ids of the units with reviews the host has not seen */
  newUnits: () => [...reviewKeys.all, 'new'] as const,
};

export const REVIEWS_PATH = '/api/app/reviews';
export const enc = encodeURIComponent;
