import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import type { UserInfo } from '@host-portal/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import type { AppStart } from '../lib/app-context.tsx';
import { AUTH_CALLBACK_PATH, completeLogin, initAuth, login, restoreSession } from '../lib/auth.ts';
import { LOCALE_COOKIE, readCookie } from '../lib/cookies.ts';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { changeLanguage, initI18n, loadBundles } from '../lib/i18n.ts';
import { chooseLocale } from '../lib/locale.ts';
import { loadTheme } from '../lib/themes.ts';

const LOGIN_RETRY_KEY = 'hp_login_retry';

const fetchDomainConfig = () =>
  api.get<DomainConfig>(`/config/${encodeURIComponent(window.location.hostname)}.json`, { auth: false });
const fetchSettings = () => api.get<PublicSettings>('/api/public/settings', { auth: false });

/**
 * App start (001 section 4): domain config, then settings and language, then the user (silent SSO
 * and /api/app/user/info), then the user's locale. Any failure is thrown to the caller, which shows
 * the "Unexpected error" page.
 */
export async function startApp(queryClient: QueryClient): Promise<AppStart> {
  const domainConfig = await fetchDomainConfig();
  let locale = chooseLocale({
    cookie: readCookie(LOCALE_COOKIE),
    browser: navigator.language,
    domainDefault: domainConfig.defaultLocale,
    available: domainConfig.locales,
  });
  const [settings, bundles] = await Promise.all([fetchSettings(), loadBundles(locale)]);
  await initI18n(bundles);
  await loadTheme(settings.theme || 'default');

  initAuth(settings.identityProvider);
  if (window.location.pathname === AUTH_CALLBACK_PATH) {
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

  if (session) {
    const user: UserInfo = await queryClient.fetchQuery(currentUserQueryOptions());
    if (user.locale !== locale) {
      await changeLanguage(user.locale);
      locale = user.locale;
    }
  }
  return { domainConfig, settings, locale, authenticated: session !== null };
}
