/** Query keys of the staff area. */
export const staffKeys = {
  all: ['staff'] as const,
  unitLists: () => [...staffKeys.all, 'units'] as const,
  units: (params: { state: string; page: number }) => [...staffKeys.unitLists(), params] as const,
  preview: (unitId: string, locale: string) => [...staffKeys.all, 'preview', unitId, locale] as const,
};
