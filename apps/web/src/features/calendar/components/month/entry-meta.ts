import type { CalendarEntry, CalendarEntryChild } from '@host-portal/contracts/calendar';
import { build } from '../../../../lib/route-paths.ts';
import type { TFunction } from '../../../../lib/translation.tsx';

/** The reservation behind an entry, if any. */
export const entryStay = (entry: CalendarEntryChild) =>
  entry.booking ?? entry.bookingRequest ?? entry.inquiry;

/** The page of the reservation behind an entry: booking, booking request or inquiry details. */
export function entryHref(entry: CalendarEntryChild): string | null {
  if (entry.booking) return build.bookingDetails(entry.booking.id);
  if (entry.bookingRequest) return build.bookingRequestDetails(entry.bookingRequest.id);
  if (entry.inquiry) return build.inquiryDetails(entry.inquiry.id);
  return null;
}

/** The short name on an entry's bar: the guest, the feed, the number of merged entries or the kind. */
export function entryTitle(entry: CalendarEntry | CalendarEntryChild, t: TFunction): string {
  const stay = entryStay(entry);
  if (stay?.guestName) return stay.guestName;
  if (entry.external) return entry.external.feedName;
  if ('children' in entry && entry.kind === 'multi') {
    return t('calendar.month.multiCount', { count: entry.children.length });
  }
  return t(`calendar.kind.${entry.kind}`);
}

/** An imported event over a stay (itself or one of the entries merged into it). */
export const hasConflict = (entry: CalendarEntry): boolean =>
  Boolean(entry.external?.conflict) || entry.children.some((c) => Boolean(c.external?.conflict));

/** Whether an entry holds a guest's stay (itself or one merged into it): its last day is a check-out. */
export const hasStay = (entry: CalendarEntry): boolean =>
  Boolean(entryStay(entry)) || entry.children.some((c) => Boolean(entryStay(c)));
