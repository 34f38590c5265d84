import type { CookieConsentEntry } from '@host-portal/contracts/settings';
import type { Locale } from '@host-portal/i18n';
import { translate } from './translations.ts';

/**
 * Every cookie and storage entry the portal writes (001 section 9 "Functional cookies"). The
 * banner lists them; titles and descriptions are translated.
 */
const ENTRIES: Omit<CookieConsentEntry, 'title' | 'description'>[] = [
  {
    id: 'cookie_consent',
    key: 'cookie_consent',
    storageType: 'cookie',
    category: 'necessary',
    ttl: 31_536_000,
  },
  { id: 'oidc_session', key: '_session', storageType: 'cookie', category: 'necessary', ttl: 1_209_600 },
  { id: 'oidc_tokens', key: 'oidc.*', storageType: 'localStorage', category: 'necessary', ttl: 900 },
  { id: 'guest_token', key: 'guest_token', storageType: 'cookie', category: 'necessary', ttl: 86_400 },
  { id: 'ho_hl', key: 'ho_hl', storageType: 'cookie', category: 'functional', ttl: 31_536_000 },
  {
    id: 'calendar_banner_closed',
    key: 'calendar_banner_close_count',
    storageType: 'localStorage',
    category: 'functional',
    ttl: null,
  },
  {
    id: 'bookings_banner_closed',
    key: 'bookings_banner_close_count',
    storageType: 'sessionStorage',
    category: 'functional',
    ttl: null,
  },
];

export function cookieConsentEntries(locale: Locale): CookieConsentEntry[] {
  return ENTRIES.map((e) => ({
    ...e,
    title: translate(locale, `cookies.${e.id}.title`),
    description: translate(locale, `cookies.${e.id}.description`),
  }));
}
