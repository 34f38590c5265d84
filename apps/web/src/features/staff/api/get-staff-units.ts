import type { staffUnitsPageSchema } from '@host-portal/contracts/units';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type StaffUnitsPage = z.infer<typeof staffUnitsPageSchema>;
export type StaffUnit = StaffUnitsPage['items'][number];

/** Staff calls live outside /api/app, so the bearer token is asked for explicitly. */
export const getStaffUnits = (page: number, signal?: AbortSignal) =>
  api.get<StaffUnitsPage>('/api/staff/units', { query: { state: 'UNDER_REVIEW', page }, signal, auth: true });

/** Hosts get 404 here: that answer is what keeps the page staff-only. */
export const staffUnitsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: staffKeys.units({ state: 'UNDER_REVIEW', page }),
    queryFn: ({ signal }) => getStaffUnits(page, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffUnits = (page: number) => useQuery(staffUnitsQueryOptions(page));
