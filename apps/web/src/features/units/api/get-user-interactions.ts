import type { userInteractionsSchema } from '@host-portal/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { unitKeys } from './unit-keys.ts';

export type UserInteractions = z.infer<typeof userInteractionsSchema>;

export const getUserInteractions = (signal?: AbortSignal) =>
  api.get<UserInteractions>('/api/app/user/interactions', { signal });

export const userInteractionsQueryOptions = () =>
  queryOptions({
    queryKey: unitKeys.interactions(),
    queryFn: ({ signal }) => getUserInteractions(signal),
    staleTime: 5 * 60_000,
  });

export const useUserInteractions = () => useQuery(userInteractionsQueryOptions());
