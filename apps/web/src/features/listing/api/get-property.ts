import type { Property } from '@host-portal/contracts/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, propertyPath } from './listing-keys.ts';

export const getProperty = (propertyId: string, signal?: AbortSignal) =>
  api.get<Property>(propertyPath(propertyId), { signal });

export const propertyQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: listingKeys.property(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
  });

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));
