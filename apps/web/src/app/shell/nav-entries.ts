import type { PublicSettings } from '@host-portal/contracts/settings';
import type { AppFeatures } from '@host-portal/contracts/user';
import { helpCenterHref } from '../../lib/account-entries.ts';
import { build, paths } from '../../lib/route-paths.ts';

export type NavId =
  | 'overview'
  | 'inbox'
  | 'calendar'
  | 'bookings'
  | 'inquiries'
  | 'reservations'
  | 'properties'
  | 'statistics'
  | 'staffReview'
  | 'helpCenter';

/** The detail pages of bookings and requests live beside the lists (000 section 2). */
const BOOKING_DETAIL_PREFIXES = [
  '/booking-details',
  '/booking-request-details',
  '/booking-request-confirmation',
];

export interface NavEntry {
  id: NavId;
  /** Translation key of the label. */
  labelKey: string;
  to: string;
  /** Paths that mark the entry as active besides `to`. */
  match: string;
  /** Further path prefixes of the same area (detail pages that live outside `match`). */
  also?: string[];
  external?: boolean;
}

/**
 * The entries of the top and bottom bars with their flags (001 section 2, Navigation and shell);
 * staff also get the review queue.
 */
export function navEntries(
  settings: PublicSettings,
  features: AppFeatures,
  locale: string,
  isStaff = false,
): NavEntry[] {
  const entries: NavEntry[] = [];
  const alternate = settings.features.alternateReservations;
  if (settings.features.overview) {
    entries.push({ id: 'overview', labelKey: 'nav.overview', to: paths.home, match: paths.home });
  }
  if (features.commissionApplicable) {
    entries.push({ id: 'inbox', labelKey: 'nav.inbox', to: paths.messages, match: paths.messages });
  }
  entries.push({ id: 'calendar', labelKey: 'nav.calendar', to: paths.calendar, match: paths.calendar });
  if (!alternate && features.bookingsAvailable) {
    entries.push({
      id: 'bookings',
      labelKey: 'nav.bookings',
      to: paths.bookings,
      match: paths.bookings,
      also: BOOKING_DETAIL_PREFIXES,
    });
  }
  if (!alternate && features.inquiriesAvailable) {
    entries.push({ id: 'inquiries', labelKey: 'nav.inquiries', to: paths.inquiries, match: paths.inquiries });
  }
  if (alternate && (features.bookingsAvailable || features.inquiriesAvailable)) {
    entries.push({
      id: 'reservations',
      labelKey: 'nav.reservations',
      to: build.reservationsTab('upcoming'),
      match: paths.reservations,
      also: [...BOOKING_DETAIL_PREFIXES, paths.inquiries],
    });
  }
  entries.push({
    id: 'properties',
    labelKey: 'nav.properties',
    to: paths.properties,
    match: paths.properties,
  });
  entries.push({
    id: 'statistics',
    labelKey: 'nav.statistics',
    to: build.insightsTab(features.earningsAvailable ? 'earnings' : 'performance'),
    match: paths.insights,
  });
  if (isStaff) {
    entries.push({
      id: 'staffReview',
      labelKey: 'nav.staffReview',
      to: paths.staffReview,
      match: paths.staffReview,
      // one entry for the staff pages; they link to each other
      also: [paths.staffSupport],
    });
  }
  if (settings.features.helpCenter && settings.helpCenterUrl) {
    entries.push({
      id: 'helpCenter',
      labelKey: 'nav.helpCenter',
      to: helpCenterHref(settings.helpCenterUrl, locale),
      match: '',
      external: true,
    });
  }
  return entries;
}

/** Badges show only for counts from 1 to 10 (001 section 2, Notifications). */
export const MAX_BADGE_COUNT = 10;
export const showBadge = (count: number | undefined): count is number =>
  count !== undefined && count > 0 && count <= MAX_BADGE_COUNT;

export function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.external || !entry.match) return false;
  return [entry.match, ...(entry.also ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
