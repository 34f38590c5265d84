import { CONSENT_COOKIE, LOCALE_COOKIE, readCookie, writeCookie } from './cookies.ts';

/**
 * Whether the visitor accepted functional cookies in the consent banner (the `cookie_consent`
 * cookie holds the accepted categories as a JSON array). No decision yet counts as "no".
 */
export function functionalCookiesAllowed(source?: string): boolean {
  const raw = readCookie(CONSENT_COOKIE, source);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.includes('functional');
  } catch {
    return false;
  }
}

/**
 * Remembers the chosen language in the functional `ho_hl` cookie only when functional cookies are
 * accepted; otherwise the language holds for this page session (and on the account when signed in)
 * and any `ho_hl` left from an earlier choice is removed. Returns whether the cookie was written.
 */
export function rememberLocale(locale: string): boolean {
  if (!functionalCookiesAllowed()) {
    forgetLocale();
    return false;
  }
  writeCookie(LOCALE_COOKIE, locale);
  return true;
}

/** Removes the `ho_hl` cookie (consent refused or withdrawn). */
export function forgetLocale(): void {
  if (readCookie(LOCALE_COOKIE) === undefined) return;
  writeCookie(LOCALE_COOKIE, '', 0);
}
