/** The earnings tab's filter as it lives in the address (every field optional). */
export interface EarningsFilter {
  dateFrom: string;
  dateTo: string;
  unitId: string;
  status: '' | 'confirmed' | 'completed';
  page: number;
}

/** Query keys of the earnings area; every query goes through these. */
export const earningsKeys = {
  all: ['earnings'] as const,
  page: (filter: EarningsFilter) => [...earningsKeys.all, 'page', filter] as const,
  units: () => [...earningsKeys.all, 'units'] as const,
};

export const EARNINGS_PATH = '/api/app/user/earnings';
export const EARNINGS_LIMIT = 20;

/** The API's query for a filter: empty fields left out. */
export const earningsQuery = (filter: Omit<EarningsFilter, 'page'>) => ({
  dateFrom: filter.dateFrom || undefined,
  dateTo: filter.dateTo || undefined,
  unitId: filter.unitId || undefined,
  status: filter.status || undefined,
});
