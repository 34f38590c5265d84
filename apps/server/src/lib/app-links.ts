/**
 * Paths of the web app's screens that the server links to (notifications, e-mails to hosts), in
 * one place. They mirror `build` in apps/web/src/lib/route-paths.ts; app-links.test.ts checks
 * that both write the same paths, so a route the web renames breaks a test, not a link.
 */
const enc = encodeURIComponent;

export const appLinks = {
  bookingDetails: (bookingId: string) => `/booking-details/${enc(bookingId)}`,
  bookingRequestDetails: (requestId: string) => `/booking-request-details/${enc(requestId)}`,
  inquiryDetails: (inquiryId: string) => `/inquiries/${enc(inquiryId)}`,
  /** a unit's month calendar (its conflicts are listed above the months) */
  unitCalendar: (unitId: string) => `/calendar/${enc(unitId)}`,
  /** a unit's calendar opened on its sync tab (imported feeds, their health) */
  unitCalendarSync: (unitId: string) => `/calendar/${enc(unitId)}?view=sync`,
  /** one conversation of the inbox */
  messagesChannel: (channelId: string) => `/messages/all/${enc(channelId)}`,
  /** a unit's reviews (001 section 2: /insights/reviews with the unit's id) */
  reviews: (unitId: string) => `/insights/reviews/${enc(unitId)}`,
} as const;

/** The page of a booking, a booking request or an inquiry. */
export function reservationLink(kind: 'booking' | 'booking_request' | 'inquiry', id: string) {
  if (kind === 'booking') return appLinks.bookingDetails(id);
  if (kind === 'booking_request') return appLinks.bookingRequestDetails(id);
  return appLinks.inquiryDetails(id);
}
