import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** The /stay page of a unit not public yet, as HTML, in the portal language (staff only). */
export const getUnitPreview = (unitId: string, locale: string, signal?: AbortSignal) =>
  api.get<string>(`/api/staff/units/${encodeURIComponent(unitId)}/preview`, {
    query: { hl: locale },
    signal,
    auth: true,
  });

export const unitPreviewQueryOptions = (unitId: string, locale: string) =>
  queryOptions({
    queryKey: staffKeys.preview(unitId, locale),
    queryFn: ({ signal }) => getUnitPreview(unitId, locale, signal),
    // the host may still be editing until review: always fetch afresh when opened
    staleTime: 0,
    gcTime: 0,
  });

export const useUnitPreview = (unitId: string, locale: string, enabled: boolean) =>
  useQuery({ ...unitPreviewQueryOptions(unitId, locale), enabled });
