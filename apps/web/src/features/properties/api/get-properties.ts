import type { PropertiesPage } from '@host-portal/contracts/properties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './property-keys.ts';

export const PROPERTIES_PAGE_SIZE = 20;

export interface PropertiesParams {
  page: number;
  search: string;
}

export const getProperties = ({ page, search }: PropertiesParams, signal?: AbortSignal) =>
  api.get<PropertiesPage>('/api/app/properties', {
    query: { 'criteria[search]': search || undefined, page, limit: PROPERTIES_PAGE_SIZE },
    signal,
  });

export const propertiesQueryOptions = (params: PropertiesParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) => getProperties(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProperties = (params: PropertiesParams) => useQuery(propertiesQueryOptions(params));
