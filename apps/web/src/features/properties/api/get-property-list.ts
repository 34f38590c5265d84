import type { propertyListPageSchema } from '@host-portal/contracts/properties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './property-keys.ts';

export type PropertyListPage = z.infer<typeof propertyListPageSchema>;

/** The light list (id, title, type) for selectors. */
export const getPropertyList = ({ page, search }: { page: number; search: string }, signal?: AbortSignal) =>
  api.get<PropertyListPage>('/api/app/property-list', {
    query: { 'criteria[search]': search || undefined, page },
    signal,
  });

export const propertyListQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: propertyKeys.selectorList(params),
    queryFn: ({ signal }) => getPropertyList(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePropertyList = (params: { page: number; search: string }) =>
  useQuery(propertyListQueryOptions(params));
