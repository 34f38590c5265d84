import type { HostSearchResult } from '@host-portal/contracts/impersonation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const searchHosts = (q: string, signal?: AbortSignal) =>
  api.get<HostSearchResult>('/api/staff/hosts', { query: { q }, signal, auth: true });

/** Hosts by e-mail, name or id (staff only: hosts get 404). Nothing is asked before a search. */
export const hostSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: staffKeys.hostSearch(q),
    queryFn: ({ signal }) => searchHosts(q, signal),
    enabled: q.length > 0,
  });

export const useHostSearch = (q: string) => useQuery(hostSearchQueryOptions(q));
