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
  /**
   * The answer follows the property's country: a caller that knows it (the listing flow) puts it in
   * the key, so an answer loaded for another country is never used. `regionalConfiguration(id)` is the
   * prefix of all of a unit's answers.
   */
  regionalConfiguration: (id: string, countryCode?: string | null) =>
    countryCode === undefined
      ? ([...unitKeys.detail(id), 'regional-configuration'] as const)
      : ([...unitKeys.detail(id), 'regional-configuration', countryCode] as const),
  configuration: (hl: string) => [...unitKeys.all, 'properties-configuration', hl] as const,
  interactions: () => ['user', 'interactions'] as const,
  /**
   * The host's tasks sit under the units' prefix: switching every unit's booking type (a units
   * call) marks the task done on the server, and its invalidation of `unitKeys.all` reloads them.
   */
  tasks: () => [...unitKeys.all, 'tasks'] as const,
};

/** The unit pages show failures on the form (silent); the listing steps also get the global toast. */
export interface MutationToasts {
  silentError?: boolean;
}

export const unitPath = (id: string) => `/api/app/property-unit/${encodeURIComponent(id)}`;
