import type { ReservationListItem } from '@host-portal/contracts/reservations';
import { useQueries, useQuery } from '@tanstack/react-query';
import { reservationsQueryOptions } from '../../../features/reservations/api/get-reservations.ts';
import type { ReservationListParams } from '../../../features/reservations/api/reservation-keys.ts';

/**
 * The home page reads whole lists where the server cannot filter enough (inquiries that wait for
 * an answer, stays that end today or tomorrow), page by page through the reservations feature's
 * queries, so the lists share the cache with the reservations pages. Five pages of 20 are far more
 * than one host has on one day; beyond that the page says so and links to the list.
 */
export const HOME_MAX_PAGES = 5;

export type ListCriteria = Omit<ReservationListParams, 'page'>;

export interface ReservationPages {
  status: 'pending' | 'error' | 'success';
  items: ReservationListItem[];
  /** the list's total on the server */
  total: number;
  /** more pages than were read */
  truncated: boolean;
  error: unknown;
  retry: () => void;
}

export const listCriteria = (tab: ReservationListParams['tab'], over: Partial<ListCriteria> = {}) => ({
  tab,
  search: '',
  unitId: '',
  checkInTo: '',
  checkOutFrom: '',
  ...over,
});

export function useReservationPages(
  criteria: ListCriteria,
  { enabled = true, maxPages = HOME_MAX_PAGES }: { enabled?: boolean; maxPages?: number } = {},
): ReservationPages {
  const first = useQuery({ ...reservationsQueryOptions({ ...criteria, page: 1 }), enabled });
  const pages = first.data?.pagination.pages ?? 1;
  const read = Math.min(pages, maxPages);
  const rest = useQueries({
    queries: Array.from({ length: read - 1 }, (_, index) => ({
      ...reservationsQueryOptions({ ...criteria, page: index + 2 }),
      enabled,
    })),
  });
  const all = [first, ...rest];
  const failed = all.find((query) => query.isError);
  const status = failed ? 'error' : all.some((query) => !query.data) ? 'pending' : 'success';
  return {
    status,
    items: all.flatMap((query) => query.data?.items ?? []),
    total: first.data?.pagination.total ?? 0,
    truncated: pages > read,
    error: failed?.error ?? null,
    retry: () => {
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}
