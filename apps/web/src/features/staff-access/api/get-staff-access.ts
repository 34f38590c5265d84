import type { StaffAccessPage } from '@host-portal/contracts/impersonation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const staffAccessKeys = {
  all: ['staff-access'] as const,
  page: (page: number) => [...staffAccessKeys.all, page] as const,
};

export const getStaffAccess = (page: number, signal?: AbortSignal) =>
  api.get<StaffAccessPage>('/api/app/user/staff-access', { query: { page }, signal });

/** The calls staff made while acting as the host (ADR 41), newest first, 20 a page. */
export const staffAccessQueryOptions = (page: number) =>
  queryOptions({
    queryKey: staffAccessKeys.page(page),
    queryFn: ({ signal }) => getStaffAccess(page, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffAccess = (page: number) => useQuery(staffAccessQueryOptions(page));
