import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RegionalRequirementsConfiguration } from './get-regional-requirements.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const getRegionalRequirementsConfiguration = (unitId: string, signal?: AbortSignal) =>
  api.get<RegionalRequirementsConfiguration>(`${unitPath(unitId)}/regional-requirements/configuration`, {
    signal,
  });

/**
 * The answer depends on the country of the unit's property, so the country is part of the key: the
 * configuration loaded before the country was set is never used for the new one.
 */
export const regionalRequirementsConfigurationQueryOptions = (unitId: string, countryCode: string | null) =>
  queryOptions({
    queryKey: listingKeys.regionalConfiguration(unitId, countryCode),
    queryFn: ({ signal }) => getRegionalRequirementsConfiguration(unitId, signal),
  });

export const useRegionalRequirementsConfiguration = (unitId: string, countryCode: string | null) =>
  useQuery({
    ...regionalRequirementsConfigurationQueryOptions(unitId, countryCode),
    // keep the flow on screen while the new country's answer loads
    placeholderData: keepPreviousData,
  });
