import type { Unit } from '@host-portal/contracts/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitKeys, unitPath } from './unit-keys.ts';

export const getUnit = (id: string, signal?: AbortSignal) => api.get<Unit>(unitPath(id), { signal });

export const unitQueryOptions = (id: string) =>
  queryOptions({ queryKey: unitKeys.detail(id), queryFn: ({ signal }) => getUnit(id, signal) });

export const useUnit = (id: string) => useQuery(unitQueryOptions(id));
