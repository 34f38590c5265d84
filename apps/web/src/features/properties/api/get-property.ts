import type { Property } from '@host-portal/contracts/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './property-keys.ts';

export const getProperty = (id: string, signal?: AbortSignal) =>
  api.get<Property>(`/api/app/properties/${encodeURIComponent(id)}`, { signal });

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
