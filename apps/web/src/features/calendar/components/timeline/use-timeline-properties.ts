import type { propertyListPageSchema } from '@host-portal/contracts/properties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

type PropertyListPage = z.infer<typeof propertyListPageSchema>;

/** The most properties one answer lists; more are reached by typing in the filter. */
export const PROPERTY_OPTIONS_LIMIT = 100;

export const timelinePropertyKeys = {
  all: ['calendar-timeline-properties'] as const,
  list: (search: string) => [...timelinePropertyKeys.all, search] as const,
};

/** The host's properties for the timeline's filter (the light list made for selectors). */
export const timelinePropertiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: timelinePropertyKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<PropertyListPage>('/api/app/property-list', {
        query: { 'criteria[search]': search || undefined, page: 1, limit: PROPERTY_OPTIONS_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useTimelineProperties = (search: string) => useQuery(timelinePropertiesQueryOptions(search));
