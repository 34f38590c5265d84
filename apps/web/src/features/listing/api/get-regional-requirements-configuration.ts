import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RegionalRequirementsConfiguration } from './get-regional-requirements.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const getRegionalRequirementsConfiguration = (unitId: string, signal?: AbortSignal) =>
  api.get<RegionalRequirementsConfiguration>(`${unitPath(unitId)}/regional-requirements/configuration`, {
    signal,
  });

export const regionalRequirementsConfigurationQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.regionalConfiguration(unitId),
    queryFn: ({ signal }) => getRegionalRequirementsConfiguration(unitId, signal),
  });

export const useRegionalRequirementsConfiguration = (unitId: string) =>
  useQuery(regionalRequirementsConfigurationQueryOptions(unitId));
