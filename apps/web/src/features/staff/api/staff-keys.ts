/** Query keys of the staff area. */
export const staffKeys = {
  all: ['staff'] as const,
  unitLists: () => [...staffKeys.all, 'units'] as const,
  units: (params: { state: string; page: number }) => [...staffKeys.unitLists(), params] as const,
  preview: (unitId: string, locale: string) => [...staffKeys.all, 'preview', unitId, locale] as const,
  support: () => [...staffKeys.all, 'support'] as const,
  supportLists: () => [...staffKeys.support(), 'list'] as const,
  supportList: (params: { status: string; page: number }) => [...staffKeys.supportLists(), params] as const,
  supportRequest: (id: string) => [...staffKeys.support(), 'request', id] as const,
  kyc: () => [...staffKeys.all, 'kyc'] as const,
  kycLists: () => [...staffKeys.kyc(), 'list'] as const,
  kycList: (params: { status: string; page: number }) => [...staffKeys.kycLists(), params] as const,
  kycVerification: (id: string) => [...staffKeys.kyc(), 'verification', id] as const,
  hostSearch: (q: string) => [...staffKeys.all, 'hosts', q] as const,
  featureToggles: () => [...staffKeys.all, 'feature-toggles'] as const,
  featureToggle: (id: string) => [...staffKeys.featureToggles(), id] as const,
  webVitals: (days: number) => [...staffKeys.all, 'web-vitals', days] as const,
};
