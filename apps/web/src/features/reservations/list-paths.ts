import { BOOKING_TABS, type ReservationTab } from '@host-portal/contracts/reservations';
import { build, paths } from '../../lib/route-paths.ts';

/** Which set of tabs a list page shows (001 section 2: the alternate reservations setting). */
export type ListBase = 'reservations' | 'bookings' | 'inquiries';

export const BOOKING_LIST_TABS: readonly ReservationTab[] = ['requests', ...BOOKING_TABS];
export const INQUIRY_LIST_TABS: readonly ReservationTab[] = ['inquiries', 'inquiries-archived'];
/** `/inquiries?view=archived` shows the archived inquiries. */
export const ARCHIVED_VIEW = 'archived';

export const isBookingTab = (tab: ReservationTab) => BOOKING_LIST_TABS.includes(tab);

/** The list that shows a tab: everything under /reservations in the alternate setting. */
export function listPath(tab: ReservationTab, alternate: boolean): string {
  if (alternate) return build.reservationsTab(tab);
  if (tab === 'inquiries') return paths.inquiries;
  if (tab === 'inquiries-archived') return `${paths.inquiries}?view=${ARCHIVED_VIEW}`;
  return build.bookingsTab(tab);
}

/** The tabs a host may see, by the features of the account. */
export function visibleTabs(
  base: ListBase,
  features: { bookingsAvailable: boolean; inquiriesAvailable: boolean },
): ReservationTab[] {
  const bookings = features.bookingsAvailable ? BOOKING_LIST_TABS : [];
  const inquiries = features.inquiriesAvailable ? INQUIRY_LIST_TABS : [];
  if (base === 'bookings') return [...bookings];
  if (base === 'inquiries') return [...inquiries];
  return [...bookings, ...inquiries];
}
