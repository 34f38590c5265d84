import type { BookingRequest } from '@host-portal/contracts/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingRequestPath, reservationKeys } from './reservation-keys.ts';

export const getBookingRequest = (id: string, signal?: AbortSignal) =>
  api.get<BookingRequest>(bookingRequestPath(id), { signal });

export const bookingRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reservationKeys.bookingRequest(id),
    queryFn: ({ signal }) => getBookingRequest(id, signal),
  });

export const useBookingRequest = (id: string) => useQuery(bookingRequestQueryOptions(id));
