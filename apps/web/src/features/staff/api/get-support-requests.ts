import type { SupportRequestStatus, SupportRequestsPage } from '@host-portal/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** The queue's filter: one status, or every request. */
export type SupportFilter = SupportRequestStatus | 'all';
export const SUPPORT_FILTERS: readonly SupportFilter[] = ['open', 'answered', 'all'];

export const getSupportRequests = (filter: SupportFilter, page: number, signal?: AbortSignal) =>
  api.get<SupportRequestsPage>('/api/staff/support-requests', {
    query: { ...(filter === 'all' ? {} : { status: filter }), page },
    signal,
    auth: true,
  });

/** Hosts get 404 here, which keeps the page staff-only. */
export const supportRequestsQueryOptions = (filter: SupportFilter, page: number) =>
  queryOptions({
    queryKey: staffKeys.supportList({ status: filter, page }),
    queryFn: ({ signal }) => getSupportRequests(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useSupportRequests = (filter: SupportFilter, page: number) =>
  useQuery(supportRequestsQueryOptions(filter, page));
