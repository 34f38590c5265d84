/** Query keys of the photos area; every query and invalidation goes through these. */
export const photoKeys = {
  all: ['photos'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (unitId: string) => [...photoKeys.lists(), unitId] as const,
};
