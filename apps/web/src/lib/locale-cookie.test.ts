import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, LOCALE_COOKIE, readCookie, writeCookie } from './cookies.ts';
import { functionalCookiesAllowed, rememberLocale } from './locale-cookie.ts';

function clearCookies() {
  for (const name of [CONSENT_COOKIE, LOCALE_COOKIE]) writeCookie(name, '', 0);
}

describe('rememberLocale', () => {
  afterEach(clearCookies);

  it('writes no ho_hl before the visitor decided', () => {
    expect(rememberLocale('de_DE')).toBe(false);
    expect(readCookie(LOCALE_COOKIE)).toBeUndefined();
  });

  it('writes no ho_hl after "Necessary only" and removes one written earlier', () => {
    writeCookie(LOCALE_COOKIE, 'fr_FR');
    writeCookie(CONSENT_COOKIE, JSON.stringify(['necessary']));
    expect(rememberLocale('de_DE')).toBe(false);
    expect(readCookie(LOCALE_COOKIE)).toBeUndefined();
  });

  it('writes ho_hl once functional cookies are accepted', () => {
    writeCookie(CONSENT_COOKIE, JSON.stringify(['necessary', 'functional']));
    expect(rememberLocale('de_DE')).toBe(true);
    expect(readCookie(LOCALE_COOKIE)).toBe('de_DE');
  });

  it('treats a damaged consent cookie as no consent', () => {
    expect(functionalCookiesAllowed(`${CONSENT_COOKIE}=not-json`)).toBe(false);
    expect(functionalCookiesAllowed(`${CONSENT_COOKIE}=${encodeURIComponent('["functional"]')}`)).toBe(true);
  });
});
