import type { MULTI_UNIT_LISTING_STEPS, SINGLE_UNIT_LISTING_STEPS } from '@host-portal/contracts/listing';

/** Listing step names come from the contracts (LISTING_STEPS), the one list. */
type MultiUnitStep = (typeof MULTI_UNIT_LISTING_STEPS)[number];
type SingleUnitStep = (typeof SINGLE_UNIT_LISTING_STEPS)[number];

/**
 * Every route of both specification documents (000 section 2 and 001 section 2), in one place.
 * Patterns use React Router's `:param` syntax; the builder functions fill them in.
 */

export const ACCOUNT_TABS = [
  'profile',
  'billing',
  'payout',
  'pricing',
  'localization',
  'payment',
  'earnings',
  // the public API's keys and webhooks (issue 13)
  'api',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const RESERVATION_TABS = [
  'requests',
  'upcoming',
  'current',
  'completed',
  'cancelled',
  'all',
  'inquiries',
  'inquiries-archived',
] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export const UNIT_PAGES = [
  'photos',
  'amenities',
  'rooms',
  'about',
  'price-and-availability',
  'booking-policies',
  'taxes-and-laws',
  'subscription-and-boosters',
  'manage-subscription',
  'boosters',
  'promotions',
] as const;
export type UnitPage = (typeof UNIT_PAGES)[number];

export const INSIGHTS_TABS = ['performance', 'reviews', 'earnings', 'occupancy'] as const;

export const VERIFICATION_INDIVIDUAL_STEPS = [
  'identity',
  'upload-id',
  'payout-info',
  'payout-upload',
] as const;
export const VERIFICATION_COMPANY_STEPS = [
  'identity/info',
  'document-upload',
  'owner/info',
  'owner-upload/id',
  'payout-info',
  'payout-upload',
] as const;

export const paths = {
  // Entry, login and redirects (001 section 2)
  login: '/',
  landing: '/landing',
  register: '/register',
  frontdoorLogin: '/frontdoor/login',
  authCallback: '/auth/callback',
  logout: '/logout',
  redirectLogin: '/redirect/login',
  redirectRegister: '/redirect/register',
  redirectLanding: '/redirect/landing',
  redirectPlatform: '/redirect/platform',
  redirectCampaign: '/redirect/campaign',
  redirectPlatformLogin: '/redirect/platform/login',
  featureToggle: '/feature-toggle/:id',

  // Legal and guest side
  legal: '/legal',
  legalAtc: '/legal/atc',
  legalAdditional: '/legal/additional-terms',
  guestLogin: '/guest/login',
  guestChat: '/guest/chat',

  // Platform
  home: '/home',
  notFound: '/404',
  onboarding: '/onboarding',

  // Account
  account: '/account',
  /** the host's invite link and who signed up through it (issue 13) */
  referral: '/referral',
  accountTab: '/account/:tab',

  // Verification
  verification: '/verification',
  verificationSuccess: '/verification/success',
  verificationIndividual: '/verification/individual',
  verificationIndividualStep: '/verification/individual/*',
  verificationCompany: '/verification/company',
  verificationCompanyStep: '/verification/company/*',

  // Listing flow (000 section 2)
  listing: '/listing',
  listingPropertyUnit: '/listing/property/:propertyId/unit/:unitId',
  listingSingleUnit: '/listing/single-unit/:propertyId/:unitId',
  listingSingleUnitStep: '/listing/single-unit/:propertyId/:unitId/*',
  listingMultiUnit: '/listing/multi-unit/:propertyId/:unitId',
  listingMultiUnitStep: '/listing/multi-unit/:propertyId/:unitId/*',
  listingCheckEligibility: '/listing/check-eligibility',
  listingNotEligible: '/listing/onboarding-not-eligible',
  listingFirstProperty: '/listing/first-property',
  listingAddProperty: '/listing/add-property',
  listingCompleted: '/listing/:propertyId/:unitId/completed',

  // Properties and units
  properties: '/properties',
  property: '/properties/:propertyId',
  propertyUnits: '/properties/:propertyId/units',
  propertyAbout: '/properties/:propertyId/about',
  unit: '/properties/:propertyId/units/:unitId',
  unitPage: '/properties/:propertyId/units/:unitId/:unitPage',

  // Staff
  staffReview: '/staff/review',
  /** the hosts' support requests (issue 10), and one of them with its answers */
  staffSupport: '/staff/support',
  staffSupportRequest: '/staff/support/:requestId',
  /** the hosts' identity verifications (issue 11), and one of them with its checks and documents */
  staffVerifications: '/staff/verifications',
  staffVerification: '/staff/verifications/:verificationId',
  /** staff find a host and act as them, for a reason (issue 13, ADR 41) */
  staffHosts: '/staff/hosts',
  /** web vitals of real sessions, p75 per page (issue 13) */
  staffWebVitals: '/staff/web-vitals',

  // Reservations
  reservations: '/reservations',
  reservationsTab: '/reservations/:tab',
  bookings: '/bookings',
  bookingsTab: '/bookings/:tab',
  bookingDetails: '/booking-details/:bookingId',
  bookingRequestDetails: '/booking-request-details/:bookingId',
  bookingRequestConfirmation: '/booking-request-confirmation/:bookingId',
  inquiries: '/inquiries',
  inquiryDetails: '/inquiries/:inquiryId',
  calendar: '/calendar',
  calendarDetail: '/calendar/:id',
  checklist: '/checklist/:checklistId/:checklistItemId',

  // Legacy booking routes: kept so old links and e-mails land on the current pages
  legacyBooking: '/booking/:bookingId',
  legacyBookingRequest: '/booking-request/:bookingId',
  legacyInquiry: '/inquiry/:inquiryId',

  // Messages, insights
  messages: '/messages',
  messagesAll: '/messages/all',
  messagesArchived: '/messages/archived',
  messagesChannel: '/messages/:channelStatus/:channelId?',
  /** the conversation of a booking, request or inquiry: opens it, then goes to its channel */
  messagesForStay: '/messages/stay/:reservationId',
  insights: '/insights',
  insightsTab: '/insights/:tab/:id?',
  // Help: the knowledge articles (issue 10)
  help: '/help',
  helpArticle: '/help/:slug',
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];

const enc = encodeURIComponent;

export const build = {
  accountTab: (tab: AccountTab) => `/account/${tab}`,
  property: (propertyId: string) => `/properties/${enc(propertyId)}`,
  propertyAbout: (propertyId: string) => `/properties/${enc(propertyId)}/about`,
  propertyUnits: (propertyId: string) => `/properties/${enc(propertyId)}/units`,
  unit: (propertyId: string, unitId: string, page?: UnitPage) =>
    `/properties/${enc(propertyId)}/units/${enc(unitId)}${page ? `/${page}` : ''}`,
  manageSubscription: (propertyId: string, unitId: string) =>
    `/properties/${enc(propertyId)}/units/${enc(unitId)}/manage-subscription`,
  listingSingleUnit: (propertyId: string, unitId: string, step?: SingleUnitStep) =>
    `/listing/single-unit/${enc(propertyId)}/${enc(unitId)}${step ? `/${step}` : ''}`,
  listingMultiUnit: (propertyId: string, unitId: string, step?: MultiUnitStep) =>
    `/listing/multi-unit/${enc(propertyId)}/${enc(unitId)}${step ? `/${step}` : ''}`,
  /** Into the unit's flow at its continue step (the flow variant is chosen there). */
  listingPropertyUnit: (propertyId: string, unitId: string) =>
    `/listing/property/${enc(propertyId)}/unit/${enc(unitId)}`,
  listingCompleted: (propertyId: string, unitId: string) =>
    `/listing/${enc(propertyId)}/${enc(unitId)}/completed`,
  reservationsTab: (tab: ReservationTab) => `/reservations/${tab}`,
  bookingsTab: (tab: ReservationTab) => `/bookings/${tab}`,
  bookingDetails: (bookingId: string) => `/booking-details/${enc(bookingId)}`,
  bookingRequestDetails: (bookingId: string) => `/booking-request-details/${enc(bookingId)}`,
  bookingRequestConfirmation: (bookingId: string) => `/booking-request-confirmation/${enc(bookingId)}`,
  inquiryDetails: (inquiryId: string) => `/inquiries/${enc(inquiryId)}`,
  calendar: (id?: string) => (id ? `/calendar/${enc(id)}` : '/calendar'),
  checklist: (checklistId: string, itemId: string) => `/checklist/${enc(checklistId)}/${enc(itemId)}`,
  messagesChannel: (channelStatus = 'all', channelId?: string) =>
    `/messages/${enc(channelStatus)}${channelId ? `/${enc(channelId)}` : ''}`,
  messagesForStay: (reservationId: string) => `/messages/stay/${enc(reservationId)}`,
  insightsTab: (tab: (typeof INSIGHTS_TABS)[number], id?: string) =>
    `/insights/${tab}${id ? `/${enc(id)}` : ''}`,
  featureToggle: (id: string) => `/feature-toggle/${enc(id)}`,
  staffSupportRequest: (requestId: string) => `/staff/support/${enc(requestId)}`,
  staffVerification: (verificationId: string) => `/staff/verifications/${enc(verificationId)}`,
} as const;

/** Where the 500 and not-found pages send people: the upcoming bookings. */
export const UPCOMING_BOOKINGS = build.reservationsTab('upcoming');
