import type { PublicSettings } from '@host-portal/contracts/settings';
import type { AppFeatures } from '@host-portal/contracts/user';
import { describe, expect, it } from 'vitest';
import { isActive, navEntries, showBadge } from './nav-entries.ts';

const settings = (features: Partial<PublicSettings['features']> = {}, helpCenterUrl: string | null = null) =>
  ({
    productTitle: 'Host portal',
    theme: 'default',
    identityProvider: {
      issuer: 'http://x/oidc',
      clientId: 'web',
      scope: 'openid',
      embedded: true,
      endpoints: null,
    },
    helpCenterUrl,
    supportWhatsAppNumber: null,
    supportEmail: 'support@example.test',
    landingUrl: null,
    features: {
      overview: true,
      helpCenter: true,
      alternateReservations: false,
      welcomeTourForced: false,
      campaignRedirect: false,
      ...features,
    },
  }) satisfies PublicSettings;

const all: AppFeatures = {
  bookingsAvailable: true,
  commissionApplicable: true,
  inquiriesAvailable: true,
  subscriptionApplicable: true,
  isSubscriptionCheckoutAvailable: true,
  isB2B: false,
  isKYCApplicable: false,
  earningsAvailable: true,
};

const ids = (s: PublicSettings, f: AppFeatures, locale = 'en_US') =>
  navEntries(s, f, locale).map((e) => e.id);

describe('navEntries', () => {
  it('gives staff, and only staff, the review queue', () => {
    const s = settings({ helpCenter: false });
    expect(navEntries(s, all, 'en_US', true).find((e) => e.id === 'staffReview')).toMatchObject({
      to: '/staff/review',
      labelKey: 'nav.staffReview',
    });
    expect(ids(s, all)).not.toContain('staffReview');
  });

  it('lists every entry when every flag is on', () => {
    expect(ids(settings({}, 'https://help.example.com/'), all)).toEqual([
      'overview',
      'inbox',
      'calendar',
      'bookings',
      'inquiries',
      'properties',
      'statistics',
      'helpCenter',
    ]);
  });

  it('drops flagged entries', () => {
    const f = { ...all, commissionApplicable: false, bookingsAvailable: false, inquiriesAvailable: false };
    expect(ids(settings({ overview: false, helpCenter: false }, 'https://help.example.com/'), f)).toEqual([
      'calendar',
      'properties',
      'statistics',
    ]);
  });

  it('shows Reservations instead of Bookings and Inquiries in the alternate mode', () => {
    expect(ids(settings({ alternateReservations: true }), all)).toEqual([
      'overview',
      'inbox',
      'calendar',
      'reservations',
      'properties',
      'statistics',
    ]);
  });

  it('points Statistics at earnings or performance', () => {
    const stats = (f: AppFeatures) =>
      navEntries(settings(), f, 'en_US').find((e) => e.id === 'statistics')?.to;
    expect(stats(all)).toBe('/insights/earnings');
    expect(stats({ ...all, earningsAvailable: false })).toBe('/insights/performance');
  });

  it('adds language=fr to the help centre link for French', () => {
    const help = navEntries(settings({}, 'https://help.example.com/hc'), all, 'fr_FR').find(
      (e) => e.id === 'helpCenter',
    );
    expect(help?.to).toBe('https://help.example.com/hc?language=fr');
    expect(help?.external).toBe(true);
  });
});

describe('showBadge', () => {
  it('shows counts from 1 to 10 only', () => {
    expect([undefined, 0, 1, 10, 11].map(showBadge)).toEqual([false, false, true, true, false]);
  });
});

describe('the active entry on reservation detail pages', () => {
  it('marks Bookings on a booking, a request and its confirmation, and Reservations in the alternate mode', () => {
    const bookings = navEntries(settings(), all, 'en_US').find((e) => e.id === 'bookings')!;
    for (const path of [
      '/bookings/upcoming',
      '/booking-details/x',
      '/booking-request-details/x',
      '/booking-request-confirmation/x',
    ]) {
      expect(isActive(bookings, path), path).toBe(true);
    }
    expect(isActive(bookings, '/inquiries/x')).toBe(false);
    const reservations = navEntries(settings({ alternateReservations: true }), all, 'en_US').find(
      (e) => e.id === 'reservations',
    )!;
    expect(isActive(reservations, '/inquiries/x')).toBe(true);
    expect(isActive(reservations, '/booking-details/x')).toBe(true);
  });
});
