import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import { initAuth, login } from '../lib/auth.ts';
import { LOCALE_COOKIE, readCookie } from '../lib/cookies.ts';
import { chooseLocale } from '../lib/locale.ts';
import { paths } from '../lib/route-paths.ts';
import { loginHintFrom } from './route-guards.ts';

/**
 * The page behind /redirect/login (and `/`, which the server redirects here): starts the sign-in
 * (authorization code + PKCE, the verifier kept in this browser by lib/oidc.ts exactly as the
 * app does) without downloading the app. A visitor who already holds a session goes to the app.
 * Any failure hands over to the app, which shows its own error page.
 */
async function startLogin() {
  const getJson = async <T>(url: string): Promise<T> => {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()) as T;
  };
  const [domainConfig, settings] = await Promise.all([
    getJson<DomainConfig>(`/config/${encodeURIComponent(window.location.hostname)}.json`),
    getJson<PublicSettings>('/api/public/settings'),
  ]);
  // tokens live in the app's memory only (ADR 0007): this page never holds a session of its own
  initAuth(settings.identityProvider);
  const locale = chooseLocale({
    cookie: readCookie(LOCALE_COOKIE),
    browser: navigator.language,
    domainDefault: domainConfig.defaultLocale,
    available: domainConfig.locales,
  });
  await login({ loginHint: loginHintFrom(window.location.search), returnTo: paths.home, locale });
}

startLogin().catch((error: unknown) => {
  console.error('Sign-in start failed', error);
  window.location.replace(paths.home);
});
