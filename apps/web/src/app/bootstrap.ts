import { BOOT_DATA_ELEMENT_ID } from '@host-portal/contracts/boot';
import type { BootData, DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import type { QueryClient } from '@tanstack/react-query';
import { cookieConsentSettingsQueryOptions } from '../features/cookie-consent/api/get-cookie-consent-settings.ts';
import { readConsent } from '../features/cookie-consent/consent.ts';
import { propertiesQueryOptions } from '../features/properties/api/get-properties.ts';
import { api } from '../lib/api-client.ts';
import type { AppStart, SessionOutcome } from '../lib/app-context.tsx';
import { AUTH_CALLBACK_PATH, completeLogin, initAuth, login, restoreSession } from '../lib/auth.ts';
import { LOCALE_COOKIE, readCookie } from '../lib/cookies.ts';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { firstPaint, nextTask } from '../lib/first-paint.ts';
import { changeLanguage, initI18n, loadBundles } from '../lib/i18n.ts';
import { chooseLocale } from '../lib/locale.ts';
import { retryImport } from '../lib/retry-import.ts';
import { paths } from '../lib/route-paths.ts';
import { loadTheme } from '../lib/themes.ts';
import { loadMantineScope } from './providers.tsx';

const LOGIN_RETRY_KEY = 'hp_login_retry';

/**
 * What the server wrote into the page (`withBootData` on the server): settings, the domain
 * configuration, the strings of the page's locale and the cookie banner's entries. Absent from the
 * development server's page and from a page served as a plain file; then everything is fetched.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}

const fetchDomainConfig = () =>
  api.get<DomainConfig>(`/config/${encodeURIComponent(window.location.hostname)}.json`, { auth: false });
const fetchSettings = () => api.get<PublicSettings>('/api/public/settings', { auth: false });

/**
 * Starts the query the first page will ask for as soon as the session is known, so it runs next to
 * the user info call instead of after the page's code and first render.
 */
function prefetchFirstPage(queryClient: QueryClient) {
  const { pathname, search } = window.location;
  if (pathname === paths.properties || pathname === paths.home) {
    const params = new URLSearchParams(search);
    const page = pathname === paths.home ? 1 : Math.max(1, Number(params.get('page')) || 1);
    const term = pathname === paths.home ? '' : (params.get('search') ?? '');
    void queryClient.prefetchQuery(propertiesQueryOptions({ page, search: term }));
  }
}

/**
 * Fetches the first page's route module while the session starts (it would otherwise be asked for
 * only after the first render, one more round trip before the page shows). The router's lazy route
 * gets the same module from the module cache.
 */
function preloadFirstRoute() {
  const { pathname } = window.location;
  if (pathname === paths.properties) {
    void retryImport(() => import('../features/properties/routes/properties-route.tsx')).catch(() => {});
  }
}

/**
 * App start (001 section 4): domain config and settings together (from the page when the server
 * wrote them into it, `readBootData`); then, side by side, the strings
 * for the chosen language, the theme (settings only) and the session (silent SSO, settings only);
 * then /api/app/user/info next to the first page's query; then the user's locale. The app renders
 * once the strings and the theme are there; the session arrives as `start.session`. Any failure
 * before the first render is thrown to the caller, which shows the "Unexpected error" page; a
 * failure of the session shows the same page where the pages would be.
 */
export async function startApp(queryClient: QueryClient): Promise<AppStart> {
  const boot = readBootData();
  const settingsRequest = boot ? Promise.resolve(boot.settings) : fetchSettings();
  // a failure surfaces through the await below; do not let it be reported as unhandled meanwhile
  settingsRequest.catch(() => {});
  const configRequest =
    boot?.domainConfig.domain === window.location.hostname
      ? Promise.resolve(boot.domainConfig)
      : fetchDomainConfig();
  const domainConfig = await configRequest;
  const locale = chooseLocale({
    cookie: readCookie(LOCALE_COOKIE),
    browser: navigator.language,
    domainDefault: domainConfig.defaultLocale,
    available: domainConfig.locales,
  });
  const strings = loadBundles(locale, boot?.translations).then(initI18n);
  strings.catch(() => {});
  // a first visit shows the cookie banner: its entries come with the start, not after the render
  if (readConsent() === null) {
    const consentQuery = cookieConsentSettingsQueryOptions(locale);
    if (boot?.cookieConsent?.locale === locale) {
      queryClient.setQueryData(consentQuery.queryKey, { entries: boot.cookieConsent.entries });
    } else void queryClient.prefetchQuery(consentQuery);
  }
  const settings = await settingsRequest;
  const theme = loadTheme(settings.theme || 'default');
  theme.catch(() => {});

  initAuth(settings.identityProvider);
  // web vitals of this page load for the page it started on (ADR 0044), after the first paint
  const landing = window.location.pathname;
  void firstPaint
    .then(() => import('../lib/web-vitals.ts'))
    .then((vitals) => vitals.startWebVitals(landing))
    .catch(() => {});
  const sessionStart = (async () => {
    if (window.location.pathname !== AUTH_CALLBACK_PATH) {
      // The first screen (the cookie banner, a loading state) needs none of what follows: it is
      // painted first, then the silent sign-in, the first page's code and the pages' UI library
      // load side by side (the pages wait for all three).
      await firstPaint;
      preloadFirstRoute();
      void loadMantineScope().catch(() => {});
      // the sign-in's iframe (a new document) in a task of its own, so neither makes a long one
      await nextTask();
    } else {
      const returnTo = await completeLogin().catch(async (error: unknown) => {
        // A failed login state (stale or replayed callback) goes back to login, once.
        if (sessionStorage.getItem(LOGIN_RETRY_KEY)) throw error;
        sessionStorage.setItem(LOGIN_RETRY_KEY, '1');
        await login({ locale });
        return new Promise<never>(() => {});
      });
      sessionStorage.removeItem(LOGIN_RETRY_KEY);
      window.history.replaceState(null, '', returnTo);
    }
    const session = await restoreSession();
    if (!session) return null;
    prefetchFirstPage(queryClient);
    return queryClient.fetchQuery(currentUserQueryOptions());
  })();
  sessionStart.catch(() => {});

  // The session (silent sign-in, then the user) is the longest part of the start; the first render
  // does not wait for it: the cookie banner and a loading state show meanwhile, and the pages render
  // once it is known (`SessionReady`). The user's own language applies when it is known.
  const session: Promise<SessionOutcome> = Promise.all([strings, sessionStart]).then(
    async ([, user]) => {
      if (user && user.locale !== locale) await changeLanguage(user.locale);
      return { ok: true } as const;
    },
    (error: unknown) => ({ ok: false, error }) as const,
  );
  // The sign-in callback replaces the URL before the router may read it.
  if (window.location.pathname === AUTH_CALLBACK_PATH) {
    const outcome = await session;
    if (!outcome.ok) throw outcome.error;
  }
  await Promise.all([strings, theme]);
  return { domainConfig, settings, locale, session };
}
