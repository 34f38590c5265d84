import type { PublicSettings } from '@host-portal/contracts/settings';
import { createOidcClient, type OidcClient, type OidcTokens } from './oidc.ts';
import { decideTokenRefresh } from './token-refresh.ts';

/**
 * The SPA as an OpenID Connect client (authorization code + PKCE, `lib/oidc.ts`). Renewal follows
 * the rules of 001 section 4: refresh before a call when the token expires within 60 s, force a
 * refresh 120 s before expiry, and one refresh on a 401.
 *
 * Tokens live in memory only (docs/decisions/0007-browser-token-storage.md): no script can read a
 * refresh token out of localStorage or sessionStorage. A reload or a new tab signs in again
 * silently (prompt=none in a hidden iframe) with the provider's httpOnly session cookie.
 */

export const AUTH_CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback.html';
const DEFAULT_SCOPE = 'openid profile email offline_access api';
const SILENT_SSO_TIMEOUT_MS = 4_000;
/** Where oidc-client-ts, which earlier versions of the app used, kept the signed-in user. */
const USER_KEY_PREFIX = 'oidc.user:';

interface LoginState {
  returnTo: string;
}

let client: OidcClient | null = null;
let currentUser: OidcTokens | null = null;
let refreshing: Promise<OidcTokens | null> | null = null;
let forcedRefreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Drops tokens an earlier version of the app left in web storage. */
function forgetStoredUsers() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(USER_KEY_PREFIX)) storage.removeItem(key);
    }
  }
}

export function initAuth(provider: PublicSettings['identityProvider']): OidcClient {
  const origin = window.location.origin;
  forgetStoredUsers();
  client = createOidcClient({
    issuer: provider.issuer,
    clientId: provider.clientId,
    scope: provider.scope || DEFAULT_SCOPE,
    redirectUri: `${origin}${AUTH_CALLBACK_PATH}`,
    silentRedirectUri: `${origin}${SILENT_CALLBACK_PATH}`,
    postLogoutRedirectUri: `${origin}/`,
    endpoints: provider.endpoints ?? null,
    silentTimeoutMs: SILENT_SSO_TIMEOUT_MS,
  });
  // redirect state of abandoned sign-ins goes after 15 minutes
  client.clearStaleState();
  return client;
}

function requireClient(): OidcClient {
  if (!client) throw new Error('Authentication is not initialised');
  return client;
}

export function isAuthenticated(): boolean {
  return currentUser !== null;
}

function adopt(user: OidcTokens | null): OidcTokens | null {
  currentUser = user;
  clearTimeout(forcedRefreshTimer);
  if (user) {
    const { forcedRefreshInMs } = decideTokenRefresh(user.expiresAt, Date.now());
    forcedRefreshTimer = setTimeout(() => void refreshSession(), forcedRefreshInMs);
  }
  return user;
}

/**
 * Silent single sign-on on load: the user of this page, else a prompt=none iframe (after a reload
 * only the iframe applies: nothing is stored).
 */
export async function restoreSession(): Promise<OidcTokens | null> {
  const c = requireClient();
  if (currentUser && !decideTokenRefresh(currentUser.expiresAt, Date.now()).refreshNow) return currentUser;
  try {
    return adopt(await c.signInSilent());
  } catch {
    // login_required, timeout or a failed exchange: the visitor is anonymous.
    return adopt(null);
  }
}

/** Completes the redirect from the provider and returns the path the user was heading to. */
export async function completeLogin(): Promise<string> {
  const { tokens, data } = await requireClient().completeRedirect();
  adopt(tokens);
  const returnTo = (data as LoginState | undefined)?.returnTo;
  return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

/** New tokens with the refresh token held in memory, else silently through the provider session. */
async function renew(): Promise<OidcTokens> {
  const c = requireClient();
  const refreshToken = currentUser?.refreshToken;
  if (refreshToken) {
    try {
      const next = await c.refresh(refreshToken);
      // the provider may keep the same refresh token; keep the ID token for logout
      return {
        ...next,
        refreshToken: next.refreshToken ?? refreshToken,
        idToken: next.idToken ?? currentUser?.idToken ?? null,
      };
    } catch {
      // a revoked or rotated-away refresh token: try the provider session
    }
  }
  return c.signInSilent();
}

/** One refresh at a time; a failed refresh sends the user to the login page. */
export function refreshSession(): Promise<OidcTokens | null> {
  refreshing ??= renew()
    .then(adopt)
    .catch(async () => {
      adopt(null);
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
  if (decideTokenRefresh(currentUser.expiresAt, Date.now()).refreshNow) {
    const user = await refreshSession();
    return user?.accessToken ?? null;
  }
  return currentUser.accessToken;
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
  /** the invite code of a referral link (`?ref=`), carried into the new account (ADR 0044) */
  referral?: string;
}

export async function login(options: LoginOptions = {}): Promise<void> {
  const state: LoginState = { returnTo: options.returnTo ?? '/' };
  await requireClient().signInRedirect(
    {
      login_hint: options.loginHint,
      ui_locales: options.locale ? toUiLocale(options.locale) : undefined,
      screen: options.register ? 'register' : undefined,
      ref: options.register ? options.referral : undefined,
    },
    state,
  );
}

/** Forgets the tokens, then ends the provider session so the user is logged out everywhere. */
export async function logout(): Promise<void> {
  const idToken = currentUser?.idToken ?? null;
  adopt(null);
  await requireClient().signOutRedirect(idToken);
}

export function changePasswordUrl(returnTo: string = window.location.href): string {
  return `${window.location.origin}/identity/change-password?return_to=${encodeURIComponent(returnTo)}`;
}
