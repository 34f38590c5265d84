import type { Unit } from '@host-portal/contracts/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export const getUnit = (unitId: string, signal?: AbortSignal) => api.get<Unit>(unitPath(unitId), { signal });

export const unitQueryOptions = (unitId: string) =>
  queryOptions({ queryKey: listingKeys.unit(unitId), queryFn: ({ signal }) => getUnit(unitId, signal) });

export const useUnit = (unitId: string) => useQuery(unitQueryOptions(unitId));
