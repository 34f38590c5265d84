import type { Booking } from '@host-portal/contracts/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingPath, reservationKeys } from './reservation-keys.ts';

export const getBooking = (id: string, signal?: AbortSignal) => api.get<Booking>(bookingPath(id), { signal });

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reservationKeys.booking(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
