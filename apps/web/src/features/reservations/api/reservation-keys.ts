import type { BookingRequestSort, ReservationTab } from '@host-portal/contracts/reservations';

/** What a reservations list shows: the tab picks the endpoint, the rest are its criteria. */
export interface ReservationListParams {
  tab: ReservationTab;
  page: number;
  search: string;
  unitId: string;
  /** criteria[checkIn][to]: stays that start on or before this day */
  checkInTo: string;
  /** criteria[checkOut][from]: stays that end on or after this day */
  checkOutFrom: string;
  /** the requests tab: soonest to expire first (default) or best match first */
  sort?: BookingRequestSort;
}

/** Query keys of the reservations area; every query and invalidation goes through these. */
export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationKeys.all, 'list'] as const,
  list: (params: ReservationListParams) => [...reservationKeys.lists(), params] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  bookingRequest: (id: string) => [...reservationKeys.details(), 'booking-request', id] as const,
  booking: (id: string) => [...reservationKeys.details(), 'booking', id] as const,
  inquiry: (id: string) => [...reservationKeys.details(), 'inquiry', id] as const,
  overlapping: (id: string, page: number) => [...reservationKeys.inquiry(id), 'overlapping', page] as const,
  pendingCount: () => [...reservationKeys.all, 'pending-count'] as const,
};

const enc = encodeURIComponent;
export const bookingRequestPath = (id: string) => `/api/app/booking-requests/${enc(id)}`;
export const bookingPath = (id: string) => `/api/app/bookings/${enc(id)}`;
export const inquiryPath = (id: string) => `/api/app/booking-inquiries/${enc(id)}`;
