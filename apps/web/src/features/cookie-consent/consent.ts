import { COOKIE_CATEGORIES } from '@host-portal/contracts/cookie-categories';
import { CONSENT_COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../../lib/cookies.ts';

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The remembered choice: the accepted categories ("necessary" is always among them). */
export function readConsent(source?: string): CookieCategory[] | null {
  const raw = readCookie(CONSENT_COOKIE, source);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((c): c is CookieCategory => (COOKIE_CATEGORIES as readonly string[]).includes(c));
  } catch {
    return null;
  }
}

export function saveConsent(categories: readonly CookieCategory[]): CookieCategory[] {
  const accepted = Array.from(new Set<CookieCategory>(['necessary', ...categories]));
  writeCookie(CONSENT_COOKIE, JSON.stringify(accepted), ONE_YEAR_SECONDS);
  return accepted;
}
