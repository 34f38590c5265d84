import type {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
} from '@host-portal/contracts/listing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { unitKeys, unitPath } from './unit-keys.ts';

export type RegionalRequirements = z.infer<typeof regionalRequirementsSchema>;
export type RegionalRequirementsConfiguration = z.infer<typeof regionalRequirementsConfigurationSchema>;

export const getRegionalRequirements = (unitId: string, signal?: AbortSignal) =>
  api.get<RegionalRequirements>(`${unitPath(unitId)}/regional-requirements`, { signal });

export const getRegionalRequirementsConfiguration = (unitId: string, signal?: AbortSignal) =>
  api.get<RegionalRequirementsConfiguration>(`${unitPath(unitId)}/regional-requirements/configuration`, {
    signal,
  });

export const regionalRequirementsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: unitKeys.regionalRequirements(unitId),
    queryFn: ({ signal }) => getRegionalRequirements(unitId, signal),
  });

export const regionalConfigurationQueryOptions = (unitId: string, countryCode?: string | null) =>
  queryOptions({
    queryKey: unitKeys.regionalConfiguration(unitId, countryCode),
    queryFn: ({ signal }) => getRegionalRequirementsConfiguration(unitId, signal),
    staleTime: 10 * 60_000,
  });

export const useRegionalRequirements = (unitId: string) => useQuery(regionalRequirementsQueryOptions(unitId));
export const useRegionalConfiguration = (unitId: string) =>
  useQuery(regionalConfigurationQueryOptions(unitId));

/** The listing flow's view: keyed by the country, the previous answer stays on screen while the new one loads. */
export const useRegionalConfigurationForCountry = (unitId: string, countryCode: string | null) =>
  useQuery({
    ...regionalConfigurationQueryOptions(unitId, countryCode),
    placeholderData: keepPreviousData,
  });
