import type { PublicSettings } from '@host-portal/contracts/settings';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { paths, type UnitPage } from '../lib/route-paths.ts';
import { lazyPage } from './lazy-page.ts';
import { RouteGuard } from './route-guard.tsx';
import type { FeatureGate } from './route-guards.ts';
import { insightsRoutes } from './routes/insights/insights-routes.tsx';
import {
  LegacyBookingRedirect,
  LegacyBookingRequestRedirect,
  LegacyInquiryRedirect,
} from './routes/legacy-redirect-routes.tsx';

const gated = (requires: FeatureGate, children: RouteObject[]): RouteObject => ({
  element: <RouteGuard access={{ kind: 'restricted', requires }} />,
  children,
});

/** The signed-in pages, rendered inside the shell (001 and 000 section 2). */
export function appRoutes(settings: PublicSettings): RouteObject[] {
  const alternate = settings.features.alternateReservations;
  return [
    // Built: properties
    {
      path: paths.properties,
      Component: lazyPage(() => import('../features/properties/routes/properties-route.tsx')),
    },
    // Property page with its units, and the unit pages (units area, composed in app/routes)
    {
      Component: lazyPage(() => import('./routes/unit-events-bridge.tsx')),
      children: [
        ...[paths.property, paths.propertyAbout, paths.propertyUnits].map((path) => ({
          path,
          Component: lazyPage(() => import('./routes/property-page-route.tsx')),
        })),
        {
          path: paths.unit,
          Component: lazyPage(() => import('../features/units/routes/unit-layout.tsx')),
          children: unitPages(),
        },
      ],
    },

    // Built: account (profile, billing, localization); the other tabs come later
    {
      path: paths.account,
      Component: lazyPage(() => import('../features/account/routes/account-layout.tsx')),
      children: [
        { index: true, element: <Navigate to="profile" replace /> },
        {
          path: 'profile',
          // the profile with the privacy section (data export, account erasure) below it
          Component: lazyPage(() => import('./routes/account/account-profile-route.tsx')),
        },
        {
          path: 'billing',
          // the billing details with the DAC7 tax report below them
          Component: lazyPage(() => import('./routes/account/account-billing-route.tsx')),
        },
        {
          path: 'localization',
          Component: lazyPage(() => import('../features/account/routes/localization-route.tsx')),
        },
        // the public API's keys and webhooks (issue 13, ADR 0042)
        {
          path: 'api',
          Component: lazyPage(() => import('../features/api-access/routes/api-access-route.tsx')),
        },
        gated('commission', [
          { path: 'payout', Component: lazyPage(() => import('../features/payout/routes/payout-route.tsx')) },
        ]),
        {
          path: 'pricing',
          Component: lazyPage(() => import('../features/account/routes/pricing-route.tsx')),
        },
        // shown only when subscription checkout is available (the account layout says which)
        {
          path: 'payment',
          Component: lazyPage(() => import('../features/subscriptions/routes/payment-route.tsx')),
        },
        // shown only with earnings available: the account layout sends other accounts to the profile
        {
          path: 'earnings',
          Component: lazyPage(() => import('../features/earnings/routes/earnings-route.tsx')),
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },

    // Staff only: the API answers 404 to everyone else, and so does the page
    {
      path: paths.staffReview,
      Component: lazyPage(() => import('../features/staff/routes/staff-review-route.tsx')),
    },
    {
      path: paths.staffSupport,
      Component: lazyPage(() => import('../features/staff/routes/support-queue-route.tsx')),
    },
    {
      path: paths.staffSupportRequest,
      Component: lazyPage(() => import('../features/staff/routes/support-request-route.tsx')),
    },
    {
      path: paths.staffVerifications,
      Component: lazyPage(() => import('../features/staff/routes/verification-queue-route.tsx')),
    },
    {
      path: paths.staffVerification,
      Component: lazyPage(() => import('../features/staff/routes/verification-route.tsx')),
    },
    // staff act as a host, for a reason (issue 13, ADR 41)
    {
      path: paths.staffHosts,
      Component: lazyPage(() => import('../features/staff/routes/host-search-route.tsx')),
    },

    // Listing flow (000 section 2): the engine from features/listing, the unit and property steps
    // composed in app/routes from their owners (units, properties, photos). Inside the unit events
    // bridge, so publishing or adding a unit refreshes the property like on the unit pages.
    { path: paths.listing, element: <Navigate to={paths.listingCheckEligibility} replace /> },
    {
      Component: lazyPage(() => import('./routes/unit-events-bridge.tsx')),
      children: [
        ...[
          paths.listingSingleUnit,
          paths.listingSingleUnitStep,
          paths.listingMultiUnit,
          paths.listingMultiUnitStep,
        ].map((path) => ({ path, Component: lazyPage(() => import('./routes/listing-flow-route.tsx')) })),
        {
          path: paths.listingCompleted,
          Component: lazyPage(() => import('./routes/listing/completed-route.tsx')),
        },
      ],
    },
    {
      path: paths.listingPropertyUnit,
      Component: lazyPage(() => import('./routes/listing/listing-redirect-route.tsx')),
    },
    {
      path: paths.listingCheckEligibility,
      Component: lazyPage(() => import('./routes/listing/check-eligibility-route.tsx')),
    },
    {
      path: paths.listingNotEligible,
      Component: lazyPage(() => import('../features/listing/routes/not-eligible-route.tsx')),
    },
    {
      path: paths.listingFirstProperty,
      Component: lazyPage(() => import('../features/listing/routes/first-property-route.tsx')),
    },
    {
      path: paths.listingAddProperty,
      Component: lazyPage(() => import('./routes/listing/add-property-route.tsx')),
    },

    // Home, the host's overview, and the new host's checklist items (issue 7). Inside the unit
    // events bridge: the tasks' switch-all modal changes every unit, which the properties show.
    {
      Component: lazyPage(() => import('./routes/unit-events-bridge.tsx')),
      children: [
        { path: paths.home, Component: lazyPage(() => import('./routes/home-route.tsx')) },
        { path: paths.checklist, Component: lazyPage(() => import('./routes/checklist-item-route.tsx')) },
      ],
    },

    // The calendar (issue 8): the timeline of every unit, and one unit's months
    {
      path: paths.calendar,
      Component: lazyPage(() => import('../features/calendar/routes/calendar-timeline-route.tsx')),
    },
    {
      path: paths.calendarDetail,
      Component: lazyPage(() => import('../features/calendar/routes/unit-calendar-route.tsx')),
    },

    // Onboarding goes on in the listing flow's onboarding variant: the route leads there
    {
      path: paths.onboarding,
      Component: lazyPage(() => import('./routes/onboarding-redirect-route.tsx')),
    },
    // Staff only (issue 13): switch a settings flag; the web vitals of real sessions
    {
      path: paths.featureToggle,
      Component: lazyPage(() => import('../features/staff/routes/feature-toggle-route.tsx')),
    },
    {
      path: paths.staffWebVitals,
      Component: lazyPage(() => import('../features/staff/routes/web-vitals-route.tsx')),
    },
    // The host's invite link and who signed up through it (issue 13)
    {
      path: paths.referral,
      Component: lazyPage(() => import('../features/referral/routes/referral-route.tsx')),
    },

    // Identity verification (issue 11): where it stands, the steps of each account type, success
    {
      path: paths.verification,
      Component: lazyPage(() => import('./routes/verification/verification-route.tsx')),
    },
    {
      path: paths.verificationSuccess,
      Component: lazyPage(() => import('../features/kyc/routes/verification-success-route.tsx')),
    },
    ...[paths.verificationIndividual, paths.verificationCompany].map((path) => ({
      path,
      element: <Navigate to={paths.verification} replace />,
    })),
    ...[paths.verificationIndividualStep, paths.verificationCompanyStep].map((path) => ({
      path,
      Component: lazyPage(() => import('../features/kyc/routes/verification-step-route.tsx')),
    })),
    { path: paths.redirectPlatform, element: <Navigate to={paths.home} replace /> },
    { path: paths.redirectPlatformLogin, element: <Navigate to={paths.home} replace /> },
    {
      path: paths.redirectCampaign,
      Component: lazyPage(() => import('./routes/campaign-redirect-route.tsx')),
    },

    // Commission accounts only: the inbox (issue 9); /messages opens all channels. One route for
    // /messages/all, /messages/archived and a channel in either, so choosing a channel keeps the page
    gated('commission', [
      { path: paths.messages, element: <Navigate to={paths.messagesAll} replace /> },
      {
        path: paths.messagesForStay,
        Component: lazyPage(() => import('./routes/stay-conversation-route.tsx')),
      },
      {
        path: paths.messagesChannel,
        Component: lazyPage(() => import('../features/messaging/routes/inbox-route.tsx')),
      },
    ]),

    // Statistics (001 section 2): the tabs, with the reviews built (issue 10); the other tabs say
    // they are not available yet
    {
      path: paths.insights,
      Component: lazyPage(() => import('./routes/insights/insights-layout.tsx')),
      children: insightsRoutes(),
    },

    // Help: every knowledge article, and one to read (issue 10)
    { path: paths.help, Component: lazyPage(() => import('../features/help/routes/help-route.tsx')) },
    {
      path: paths.helpArticle,
      Component: lazyPage(() => import('../features/help/routes/article-route.tsx')),
    },

    // Reservations (000 section 2), gated by bookingsAvailable / inquiriesAvailable: /reservations
    // in the alternate setting, /bookings and /inquiries otherwise (001 section 2)
    ...reservationRoutes(alternate),

    // Legacy booking routes
    { path: paths.legacyBooking, element: <LegacyBookingRedirect /> },
    { path: paths.legacyBookingRequest, element: <LegacyBookingRequestRedirect /> },
    { path: paths.legacyInquiry, element: <LegacyInquiryRedirect /> },
  ];
}

/** Unit pages under /properties/:propertyId/units/:unitId (000 section 2). */
function unitPages(): RouteObject[] {
  const page = (path: UnitPage, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
    path,
    Component: lazyPage(load),
  });
  return [
    // the overview with the unit's rating and a link to its reviews (composed in app/routes)
    { index: true, Component: lazyPage(() => import('./routes/unit-overview-route.tsx')) },
    page('photos', () => import('./routes/unit-photos-route.tsx')),
    page('amenities', () => import('../features/units/routes/unit-amenities-route.tsx')),
    page('rooms', () => import('../features/units/routes/unit-rooms-route.tsx')),
    page('about', () => import('../features/units/routes/unit-about-route.tsx')),
    page(
      'price-and-availability',
      () => import('../features/units/routes/unit-price-and-availability-route.tsx'),
    ),
    page('booking-policies', () => import('../features/units/routes/unit-booking-policies-route.tsx')),
    page('taxes-and-laws', () => import('../features/units/routes/unit-taxes-and-laws-route.tsx')),
    page('promotions', () => import('../features/units/routes/unit-promotions-route.tsx')),
    // the unit's plan, the account's credits and the unit's boosts (issue 12)
    ...(['subscription-and-boosters', 'manage-subscription', 'boosters'] as const).map((path) =>
      page(path, () => import('../features/subscriptions/routes/unit-subscription-route.tsx')),
    ),
    { path: '*', Component: lazyPage(() => import('../features/units/routes/unit-page-not-found.tsx')) },
  ];
}

const ReservationsRedirect = lazyPage(
  () => import('../features/reservations/routes/reservations-redirect-route.tsx'),
);
const ReservationsTabs = lazyPage(
  () => import('../features/reservations/routes/reservations-tabs-route.tsx'),
);

/** Lists, details and the confirmation page of bookings, booking requests and inquiries. */
function reservationRoutes(alternate: boolean): RouteObject[] {
  const toReservations = (tab = '') => (
    <Navigate to={`${paths.reservations}${tab ? `/${tab}` : ''}`} replace />
  );
  return [
    gated('bookingsOrInquiries', [
      { path: paths.reservations, Component: ReservationsRedirect },
      { path: paths.reservationsTab, Component: ReservationsTabs },
    ]),
    alternate
      ? // one list for everything: the bookings paths lead there
        gated('bookingsOrInquiries', [
          { path: paths.bookings, element: toReservations() },
          { path: paths.bookingsTab, Component: BookingsTabRedirect },
        ])
      : gated('bookings', [
          { path: paths.bookings, Component: ReservationsRedirect },
          { path: paths.bookingsTab, Component: ReservationsTabs },
        ]),
    gated('bookings', [
      {
        path: paths.bookingDetails,
        Component: lazyPage(() => import('../features/reservations/routes/booking-details-route.tsx')),
      },
      {
        path: paths.bookingRequestDetails,
        Component: lazyPage(
          () => import('../features/reservations/routes/booking-request-details-route.tsx'),
        ),
      },
      {
        path: paths.bookingRequestConfirmation,
        Component: lazyPage(
          () => import('../features/reservations/routes/booking-request-confirmation-route.tsx'),
        ),
      },
    ]),
    gated('inquiries', [
      // the inquiries list is registered only with the alternate setting off (001 section 2)
      alternate
        ? { path: paths.inquiries, element: toReservations('inquiries') }
        : {
            path: paths.inquiries,
            Component: lazyPage(() => import('../features/reservations/routes/inquiries-route.tsx')),
          },
      {
        path: paths.inquiryDetails,
        Component: lazyPage(() => import('../features/reservations/routes/inquiry-details-route.tsx')),
      },
    ]),
  ];
}

function BookingsTabRedirect() {
  const { tab = '' } = useParams();
  return <Navigate to={`${paths.reservations}/${encodeURIComponent(tab)}`} replace />;
}
