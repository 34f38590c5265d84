import type { AppFeatures } from '@host-portal/contracts/user';
import { describe, expect, it } from 'vitest';
import { decideRoute, loginHintFrom } from './route-guards.ts';

const features = (overrides: Partial<AppFeatures> = {}): AppFeatures => ({
  bookingsAvailable: true,
  commissionApplicable: true,
  inquiriesAvailable: true,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
  isKYCApplicable: false,
  earningsAvailable: true,
  ...overrides,
});

describe('decideRoute', () => {
  it('sends anonymous visitors of app pages to login, with the decoded login hint', () => {
    const hint = btoa('anna@example.com');
    expect(
      decideRoute({
        access: { kind: 'restricted' },
        authenticated: false,
        features: null,
        search: `?id=${hint}`,
      }),
    ).toEqual({ type: 'login', loginHint: 'anna@example.com' });
    expect(
      decideRoute({ access: { kind: 'restricted' }, authenticated: false, features: null, search: '' }),
    ).toEqual({
      type: 'login',
      loginHint: undefined,
    });
  });

  it('lets anonymous visitors through routes with restricted: false', () => {
    expect(
      decideRoute({ access: { kind: 'public' }, authenticated: false, features: null, search: '' }),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends signed-in users on login, register or landing to the platform', () => {
    for (const entry of ['login', 'register', 'landing'] as const) {
      expect(
        decideRoute({
          access: { kind: 'entry', entry },
          authenticated: true,
          features: features(),
          search: '',
        }),
      ).toEqual({ type: 'redirect', to: '/home' });
    }
  });

  it('starts register or goes to the landing page for anonymous visitors', () => {
    const base = { authenticated: false, features: null, search: '' };
    expect(decideRoute({ ...base, access: { kind: 'entry', entry: 'register' } })).toEqual({
      type: 'register',
    });
    expect(
      decideRoute({
        ...base,
        access: { kind: 'entry', entry: 'landing' },
        landingUrl: 'https://example.com/hosts',
      }),
    ).toEqual({ type: 'landing', url: 'https://example.com/hosts' });
    expect(decideRoute({ ...base, access: { kind: 'entry', entry: 'landing' }, landingUrl: null }).type).toBe(
      'login',
    );
  });

  it('redirects commission-only routes to / when commission does not apply', () => {
    const access = { kind: 'restricted', requires: 'commission' } as const;
    expect(
      decideRoute({
        access,
        authenticated: true,
        features: features({ commissionApplicable: false }),
        search: '',
      }),
    ).toEqual({ type: 'redirect', to: '/' });
    expect(decideRoute({ access, authenticated: true, features: features(), search: '' })).toEqual({
      type: 'allow',
    });
  });

  it('gates bookings and inquiries routes by their flags', () => {
    const signedIn = (f: AppFeatures, requires: 'bookings' | 'inquiries' | 'bookingsOrInquiries') =>
      decideRoute({ access: { kind: 'restricted', requires }, authenticated: true, features: f, search: '' })
        .type;
    expect(signedIn(features({ bookingsAvailable: false }), 'bookings')).toBe('redirect');
    expect(signedIn(features({ inquiriesAvailable: false }), 'inquiries')).toBe('redirect');
    expect(signedIn(features({ inquiriesAvailable: false }), 'bookings')).toBe('allow');
    expect(signedIn(features({ bookingsAvailable: false }), 'bookingsOrInquiries')).toBe('allow');
    expect(
      signedIn(features({ bookingsAvailable: false, inquiriesAvailable: false }), 'bookingsOrInquiries'),
    ).toBe('redirect');
  });
});

describe('loginHintFrom', () => {
  it('accepts plain and URL-encoded e-mails', () => {
    expect(loginHintFrom('?id=anna%40example.com')).toBe('anna@example.com');
  });

  it('decodes url-safe base64', () => {
    expect(loginHintFrom(`?id=${btoa('jo+b@example.com').replace(/\+/g, '-').replace(/\//g, '_')}`)).toBe(
      'jo+b@example.com',
    );
  });

  it('keeps a value that is not an encoded e-mail', () => {
    expect(loginHintFrom('?id=host-42')).toBe('host-42');
    expect(loginHintFrom('?other=1')).toBeUndefined();
  });
});
