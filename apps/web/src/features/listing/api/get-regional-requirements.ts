import type {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
} from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export type RegionalRequirements = z.infer<typeof regionalRequirementsSchema>;
export type RegionalRequirementsConfiguration = z.infer<typeof regionalRequirementsConfigurationSchema>;

export const getRegionalRequirements = (unitId: string, signal?: AbortSignal) =>
  api.get<RegionalRequirements>(`${unitPath(unitId)}/regional-requirements`, { signal });

export const regionalRequirementsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.regional(unitId),
    queryFn: ({ signal }) => getRegionalRequirements(unitId, signal),
  });

export const useRegionalRequirements = (unitId: string) => useQuery(regionalRequirementsQueryOptions(unitId));
