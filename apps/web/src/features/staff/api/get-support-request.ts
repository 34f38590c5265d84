import type { SupportRequestDetail } from '@host-portal/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const getSupportRequest = (id: string, signal?: AbortSignal) =>
  api.get<SupportRequestDetail>(`/api/staff/support-requests/${encodeURIComponent(id)}`, {
    signal,
    auth: true,
  });

export const supportRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.supportRequest(id),
    queryFn: ({ signal }) => getSupportRequest(id, signal),
  });

export const useSupportRequest = (id: string) => useQuery(supportRequestQueryOptions(id));
