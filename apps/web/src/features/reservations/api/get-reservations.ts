import type { ReservationList, ReservationTab } from '@host-portal/contracts/reservations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../../lib/api-client.ts';
import { type ReservationListParams, reservationKeys } from './reservation-keys.ts';

export const RESERVATIONS_PAGE_SIZE = 20;

/** Which endpoint serves a tab, and the query parameter that picks its part (000 section 7). */
function endpointOf(tab: ReservationTab): { path: string; query: Record<string, QueryValue> } {
  switch (tab) {
    case 'requests':
      return { path: '/api/app/booking-requests', query: { status: 'REQUESTED' } };
    case 'inquiries':
      return { path: '/api/app/booking-inquiries', query: { archived: 'false' } };
    case 'inquiries-archived':
      return { path: '/api/app/booking-inquiries', query: { archived: 'true' } };
    default:
      return { path: '/api/app/bookings', query: { tab } };
  }
}

export const getReservations = (params: ReservationListParams, signal?: AbortSignal) => {
  const { path, query } = endpointOf(params.tab);
  return api.get<ReservationList>(path, {
    query: {
      ...query,
      'criteria[search]': params.search,
      'criteria[unitId]': params.unitId,
      'criteria[checkIn][to]': params.checkInTo,
      'criteria[checkOut][from]': params.checkOutFrom,
      page: params.page,
      limit: RESERVATIONS_PAGE_SIZE,
      sort: params.tab === 'requests' && params.sort === 'match' ? 'match' : undefined,
    },
    signal,
  });
};

export const reservationsQueryOptions = (params: ReservationListParams) =>
  queryOptions({
    queryKey: reservationKeys.list(params),
    queryFn: ({ signal }) => getReservations(params, signal),
    placeholderData: keepPreviousData,
    // a request or question that just came in must show when the host opens a list: the cached
    // rows show at once and are refreshed on every visit
    refetchOnMount: 'always',
  });

export const useReservations = (params: ReservationListParams) => useQuery(reservationsQueryOptions(params));
