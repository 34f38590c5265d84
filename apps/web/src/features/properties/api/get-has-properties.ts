import type { PropertiesPage } from '@host-portal/contracts/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './property-keys.ts';

/** Whether the host has any property yet (first-property or add-property). */
export const getHasProperties = async (signal?: AbortSignal) => {
  const page = await api.get<PropertiesPage>('/api/app/properties', { query: { page: 1, limit: 1 }, signal });
  return page.pagination.total > 0;
};

export const hasPropertiesQueryOptions = () =>
  queryOptions({ queryKey: propertyKeys.hasAny(), queryFn: ({ signal }) => getHasProperties(signal) });

export const useHasProperties = (enabled = true) => useQuery({ ...hasPropertiesQueryOptions(), enabled });
