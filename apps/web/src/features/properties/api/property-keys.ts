/** Query keys of the properties area; every query and invalidation goes through these. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (params: { page: number; search: string }) => [...propertyKeys.lists(), params] as const,
  selectorLists: () => [...propertyKeys.all, 'selector'] as const,
  selectorList: (params: { page: number; search: string }) =>
    [...propertyKeys.selectorLists(), params] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (id: string) => [...propertyKeys.details(), id] as const,
  /** Whether the host has any property (first-property or add-property). */
  hasAny: () => [...propertyKeys.all, 'has-any'] as const,
};

export const propertyPath = (id: string) => `/api/app/properties/${encodeURIComponent(id)}`;
