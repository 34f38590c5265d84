import type { AppFeatures } from '@host-portal/contracts/user';
import { paths } from '../lib/route-paths.ts';

/** Which visitors a route admits (001 section 2, Route guards). */
export type RouteAccess =
  /** `restricted: false`: anonymous visitors pass (legal pages, guest login, 404). */
  | { kind: 'public' }
  /** Login, register and landing: anonymous visitors are sent to the provider or landing page. */
  | { kind: 'entry'; entry: 'login' | 'register' | 'landing' }
  /** App pages: sign-in required, optionally behind a feature flag. */
  | { kind: 'restricted'; requires?: FeatureGate };

export type FeatureGate = 'commission' | 'bookings' | 'inquiries' | 'bookingsOrInquiries';

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'login'; loginHint?: string }
  | { type: 'register'; referral?: string }
  | { type: 'landing'; url: string };

export interface GuardInput {
  access: RouteAccess;
  authenticated: boolean;
  features: AppFeatures | null;
  /** The location's query string, for the `id` login hint. */
  search: string;
  /** settings.landingUrl; without one the landing entry falls back to login. */
  landingUrl?: string | null;
}

/**
 * The `id` query parameter carries the login hint; old links send it base64-encoded, new ones
 * plain. Either way the decoded e-mail (or whatever the provider accepts) is returned.
 */
export function loginHintFrom(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('id')?.trim();
  if (!raw) return undefined;
  if (!raw.includes('@') && /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) {
    try {
      const decoded = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
      if (/^[^\s@]+@[^\s@]+$/.test(decoded)) return decoded;
    } catch {
      // not base64: fall through to the raw value
    }
  }
  return raw;
}

/** The invite code of a referral link (`/register?ref=<code>`), when it looks like one. */
export function referralFrom(search: string): string | undefined {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && /^[a-z0-9]{1,32}$/.test(code) ? code : undefined;
}

export function featureAllows(gate: FeatureGate, features: AppFeatures): boolean {
  switch (gate) {
    case 'commission':
      return features.commissionApplicable;
    case 'bookings':
      return features.bookingsAvailable;
    case 'inquiries':
      return features.inquiriesAvailable;
    case 'bookingsOrInquiries':
      return features.bookingsAvailable || features.inquiriesAvailable;
  }
}

export function decideRoute({
  access,
  authenticated,
  features,
  search,
  landingUrl,
}: GuardInput): GuardDecision {
  if (access.kind === 'public') return { type: 'allow' };

  if (access.kind === 'entry') {
    if (authenticated) return { type: 'redirect', to: paths.home };
    if (access.entry === 'register') return { type: 'register', referral: referralFrom(search) };
    if (access.entry === 'landing' && landingUrl) return { type: 'landing', url: landingUrl };
    return { type: 'login', loginHint: loginHintFrom(search) };
  }

  if (!authenticated) return { type: 'login', loginHint: loginHintFrom(search) };
  if (access.requires && (!features || !featureAllows(access.requires, features))) {
    return { type: 'redirect', to: paths.login };
  }
  return { type: 'allow' };
}
