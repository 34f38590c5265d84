/** Query keys of the units area; every query and invalidation goes through these. */
export const unitKeys = {
  all: ['units'] as const,
  lists: () => [...unitKeys.all, 'list'] as const,
  propertyLists: (propertyId: string) => [...unitKeys.lists(), propertyId] as const,
  list: (propertyId: string, search: string) => [...unitKeys.propertyLists(propertyId), { search }] as const,
  details: () => [...unitKeys.all, 'detail'] as const,
  detail: (id: string) => [...unitKeys.details(), id] as const,
  promotions: (id: string) => [...unitKeys.detail(id), 'promotions'] as const,
  promotionsConfiguration: (id: string) => [...unitKeys.detail(id), 'promotions-configuration'] as const,
  regionalRequirements: (id: string) => [...unitKeys.detail(id), 'regional-requirements'] as const,
  regionalConfiguration: (id: string) => [...unitKeys.detail(id), 'regional-configuration'] as const,
  configuration: (hl: string) => [...unitKeys.all, 'properties-configuration', hl] as const,
  interactions: () => ['user', 'interactions'] as const,
};

export const unitPath = (id: string) => `/api/app/property-unit/${encodeURIComponent(id)}`;
