import type { PublicSettings } from '@host-portal/contracts/settings';
import { Navigate, type RouteObject } from 'react-router';
import { paths, UPCOMING_BOOKINGS } from '../lib/route-paths.ts';
import { lazyPage, notAvailable } from './lazy-page.ts';
import { RouteGuard } from './route-guard.tsx';
import type { FeatureGate } from './route-guards.ts';
import {
  LegacyBookingRedirect,
  LegacyBookingRequestRedirect,
  LegacyInquiryRedirect,
  ListingPropertyUnitRedirect,
} from './routes/legacy-redirect-routes.tsx';

const gated = (requires: FeatureGate, children: RouteObject[]): RouteObject => ({
  element: <RouteGuard access={{ kind: 'restricted', requires }} />,
  children,
});

const placeholders = (...routePaths: string[]): RouteObject[] =>
  routePaths.map((path) => ({ path, lazy: notAvailable }));

/** The signed-in pages, rendered inside the shell (001 and 000 section 2). */
export function appRoutes(settings: PublicSettings): RouteObject[] {
  const alternate = settings.features.alternateReservations;
  return [
    // Built: properties
    {
      path: paths.properties,
      lazy: lazyPage(() => import('../features/properties/routes/properties-route.tsx')),
    },
    {
      path: paths.property,
      lazy: lazyPage(() => import('../features/properties/routes/property-route.tsx')),
    },
    {
      path: paths.propertyAbout,
      lazy: lazyPage(() => import('../features/properties/routes/property-route.tsx')),
    },
    ...placeholders(paths.propertyUnits, paths.unit, paths.unitPage),

    // Built: account (profile, localization); the other tabs come later
    {
      path: paths.account,
      lazy: lazyPage(() => import('../features/account/routes/account-layout.tsx')),
      children: [
        { index: true, element: <Navigate to="profile" replace /> },
        { path: 'profile', lazy: lazyPage(() => import('../features/account/routes/profile-route.tsx')) },
        {
          path: 'localization',
          lazy: lazyPage(() => import('../features/account/routes/localization-route.tsx')),
        },
        gated('commission', placeholders('payout')),
        ...placeholders('billing', 'pricing', 'payment', 'earnings'),
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },

    // Not built yet
    ...placeholders(
      paths.home,
      paths.onboarding,
      paths.featureToggle,
      paths.verification,
      paths.verificationSuccess,
      paths.verificationIndividual,
      paths.verificationIndividualStep,
      paths.verificationCompany,
      paths.verificationCompanyStep,
      paths.listing,
      paths.listingSingleUnit,
      paths.listingSingleUnitStep,
      paths.listingMultiUnit,
      paths.listingMultiUnitStep,
      paths.listingCheckEligibility,
      paths.listingNotEligible,
      paths.listingFirstProperty,
      paths.listingAddProperty,
      paths.listingCompleted,
      paths.calendar,
      paths.calendarDetail,
      paths.checklist,
      paths.insights,
      paths.insightsTab,
    ),
    { path: paths.listingPropertyUnit, element: <ListingPropertyUnitRedirect /> },
    { path: paths.redirectPlatform, element: <Navigate to={paths.home} replace /> },
    { path: paths.redirectPlatformLogin, element: <Navigate to={paths.home} replace /> },
    { path: paths.redirectCampaign, lazy: lazyPage(() => import('./routes/campaign-redirect-route.tsx')) },

    // Commission accounts only: the inbox
    gated(
      'commission',
      placeholders(paths.messages, paths.messagesAll, paths.messagesArchived, paths.messagesChannel),
    ),

    // Reservations, gated by bookingsAvailable / inquiriesAvailable
    gated('bookingsOrInquiries', [
      { path: paths.reservations, element: <Navigate to={UPCOMING_BOOKINGS} replace /> },
      ...placeholders(paths.reservationsTab),
    ]),
    gated(alternate ? 'bookingsOrInquiries' : 'bookings', placeholders(paths.bookings, paths.bookingsTab)),
    gated(
      'bookings',
      placeholders(paths.bookingDetails, paths.bookingRequestDetails, paths.bookingRequestConfirmation),
    ),
    ...(alternate ? [] : [gated('inquiries', placeholders(paths.inquiries, paths.inquiryDetails))]),

    // Legacy booking routes
    { path: paths.legacyBooking, element: <LegacyBookingRedirect /> },
    { path: paths.legacyBookingRequest, element: <LegacyBookingRequestRedirect /> },
    { path: paths.legacyInquiry, element: <LegacyInquiryRedirect /> },
  ];
}
