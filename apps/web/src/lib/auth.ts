import type { PublicSettings } from '@host-portal/contracts/settings';
import { InMemoryWebStorage, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { decideTokenRefresh } from './token-refresh.ts';

/**
 * The SPA as an OpenID Connect client (authorization code + PKCE). Renewal follows the rules of
 * 001 section 4 instead of oidc-client-ts' automatic renew: refresh before a call when the token
 * expires within 60 s, force a refresh 120 s before expiry, and one refresh on a 401.
 *
 * Tokens live in memory only (docs/decisions/0006-browser-token-storage.md): no script can read a
 * refresh token out of localStorage or sessionStorage. A reload or a new tab signs in again
 * silently (prompt=none in a hidden iframe) with the provider's httpOnly session cookie.
 */

export const AUTH_CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback.html';
const DEFAULT_SCOPE = 'openid profile email offline_access api';
const SILENT_SSO_TIMEOUT_SECONDS = 4;
/** Where oidc-client-ts keeps the signed-in user by default; earlier versions of the app used it. */
const USER_KEY_PREFIX = 'oidc.user:';

interface LoginState {
  returnTo: string;
}

let manager: UserManager | null = null;
let currentUser: User | null = null;
let refreshing: Promise<User | null> | null = null;
let forcedRefreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Drops tokens an earlier version of the app left in web storage. */
function forgetStoredUsers() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(USER_KEY_PREFIX)) storage.removeItem(key);
    }
  }
}

export function initAuth(provider: PublicSettings['identityProvider']): UserManager {
  const origin = window.location.origin;
  forgetStoredUsers();
  manager = new UserManager({
    authority: provider.issuer,
    client_id: provider.clientId,
    scope: provider.scope || DEFAULT_SCOPE,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    automaticSilentRenew: false,
    monitorSession: false,
    silentRequestTimeoutInSeconds: SILENT_SSO_TIMEOUT_SECONDS,
    // the user (access, ID and refresh token) in memory only; the short-lived PKCE/state entries of
    // a redirect stay in localStorage, where the callback (maybe another tab) finds them
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  // redirect state of abandoned sign-ins goes after 15 minutes (staleStateAgeInSeconds)
  void manager.clearStaleState().catch(() => {});
  return manager;
}

function requireManager(): UserManager {
  if (!manager) throw new Error('Authentication is not initialised');
  return manager;
}

export function isAuthenticated(): boolean {
  return currentUser !== null;
}

function adopt(user: User | null): User | null {
  currentUser = user;
  clearTimeout(forcedRefreshTimer);
  if (user?.expires_at) {
    const { forcedRefreshInMs } = decideTokenRefresh(user.expires_at * 1000, Date.now());
    forcedRefreshTimer = setTimeout(() => void refreshSession(), forcedRefreshInMs);
  }
  return user;
}

/**
 * Silent single sign-on on load: the user of this page, else a refresh, else a prompt=none iframe
 * (after a reload only the iframe applies: nothing is stored).
 */
export async function restoreSession(): Promise<User | null> {
  const mgr = requireManager();
  const stored = await mgr.getUser();
  if (stored && !decideTokenRefresh((stored.expires_at ?? 0) * 1000, Date.now()).refreshNow) {
    return adopt(stored);
  }
  try {
    return adopt(await mgr.signinSilent());
  } catch {
    // login_required, timeout or a revoked refresh token: the visitor is anonymous.
    await mgr.removeUser();
    return adopt(null);
  }
}

/** Completes the redirect from the provider and returns the path the user was heading to. */
export async function completeLogin(): Promise<string> {
  const user = await requireManager().signinRedirectCallback();
  adopt(user);
  const state = user.state as LoginState | undefined;
  const returnTo = state?.returnTo;
  return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

/** One refresh at a time; a failed refresh sends the user to the login page. */
export function refreshSession(): Promise<User | null> {
  refreshing ??= requireManager()
    .signinSilent()
    .then(adopt)
    .catch(async () => {
      adopt(null);
      await requireManager().removeUser();
      await login({ returnTo: currentPath() });
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The bearer token for the next request, refreshed first when it expires within 60 s. */
export async function getAccessToken(): Promise<string | null> {
  if (refreshing) await refreshing;
  if (!currentUser) return null;
  const expiresAt = currentUser.expires_at ? currentUser.expires_at * 1000 : undefined;
  if (decideTokenRefresh(expiresAt, Date.now()).refreshNow) {
    const user = await refreshSession();
    return user?.access_token ?? null;
  }
  return currentUser.access_token;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Turns `en_US` into the `en-US` the provider expects in ui_locales. */
export const toUiLocale = (locale: string) => locale.replace('_', '-');

export interface LoginOptions {
  loginHint?: string;
  returnTo?: string;
  locale?: string;
  register?: boolean;
}

export async function login(options: LoginOptions = {}): Promise<void> {
  const state: LoginState = { returnTo: options.returnTo ?? '/' };
  await requireManager().signinRedirect({
    state,
    login_hint: options.loginHint,
    ui_locales: options.locale ? toUiLocale(options.locale) : undefined,
    extraQueryParams: options.register ? { screen: 'register' } : undefined,
  });
}

/** Removes local tokens, then ends the provider session so the user is logged out everywhere. */
export async function logout(): Promise<void> {
  const mgr = requireManager();
  const user = currentUser ?? (await mgr.getUser());
  adopt(null);
  await mgr.removeUser();
  await mgr.signoutRedirect({ id_token_hint: user?.id_token });
}

export function changePasswordUrl(returnTo: string = window.location.href): string {
  return `${window.location.origin}/identity/change-password?return_to=${encodeURIComponent(returnTo)}`;
}
