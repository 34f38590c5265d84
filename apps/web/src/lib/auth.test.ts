import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, getAccessToken, initAuth, isAuthenticated, login } from './auth.ts';
import { navigation } from './oidc.ts';

const provider = {
  issuer: 'http://localhost:8080/oidc',
  clientId: 'host-portal-web',
  scope: 'openid profile email offline_access api',
  embedded: true,
  endpoints: {
    authorization: 'http://localhost:8080/oidc/auth',
    token: 'http://localhost:8080/oidc/token',
    endSession: 'http://localhost:8080/oidc/session/end',
  },
};

const storedText = () =>
  [window.localStorage, window.sessionStorage]
    .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`))
    .join('\n');

let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(navigation, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('browser token storage', () => {
  it('keeps the signed-in user, refresh token included, out of web storage', async () => {
    initAuth(provider);
    await login({ returnTo: '/properties?page=2' });
    const params = new URL(assigned[0]!).searchParams;
    const nonce = params.get('nonce');
    const idToken = `e30.${btoa(JSON.stringify({ nonce })).replace(/=+$/, '')}.sig`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              access_token: 'access-token-value',
              refresh_token: 'refresh-token-secret',
              id_token: idToken,
              expires_in: 900,
            }),
          ),
      ),
    );
    window.history.replaceState(null, '', `/auth/callback?code=abc&state=${params.get('state')}`);
    expect(await completeLogin()).toBe('/properties?page=2');
    // the page itself has it
    expect(isAuthenticated()).toBe(true);
    expect(await getAccessToken()).toBe('access-token-value');
    // nothing a script could lift from storage
    expect(storedText()).not.toContain('refresh-token-secret');
    expect(storedText()).not.toContain('access-token-value');
    expect(storedText()).toBe('');
  });

  it('removes tokens an earlier version left in localStorage', () => {
    const key = `oidc.user:${provider.issuer}:${provider.clientId}`;
    window.localStorage.setItem(key, JSON.stringify({ refresh_token: 'old-refresh-token' }));
    window.sessionStorage.setItem(key, JSON.stringify({ refresh_token: 'old-refresh-token' }));
    window.localStorage.setItem('hp_locale', 'de_DE');
    initAuth(provider);
    expect(storedText()).not.toContain('old-refresh-token');
    expect(window.localStorage.getItem('hp_locale')).toBe('de_DE');
  });

  it('only follows a return path on this site', async () => {
    initAuth(provider);
    await login({ returnTo: '//evil.test/x' });
    const params = new URL(assigned[0]!).searchParams;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_token: 'a', expires_in: 60 }))),
    );
    window.history.replaceState(null, '', `/auth/callback?code=abc&state=${params.get('state')}`);
    expect(await completeLogin()).toBe('/');
  });
});

describe('sign-in redirect state', () => {
  it('drops the state of a sign-in abandoned more than 15 minutes ago', () => {
    const stale = { created: Math.floor(Date.now() / 1000) - 16 * 60 };
    const fresh = { created: Math.floor(Date.now() / 1000) - 60 };
    window.localStorage.setItem('oidc.old', JSON.stringify(stale));
    window.localStorage.setItem('oidc.new', JSON.stringify(fresh));
    initAuth(provider);
    expect(window.localStorage.getItem('oidc.old')).toBeNull();
    expect(window.localStorage.getItem('oidc.new')).not.toBeNull();
  });

  it('asks the provider for the register screen and the user’s language', async () => {
    initAuth(provider);
    await login({ register: true, locale: 'de_DE', loginHint: 'a@b.test' });
    const params = new URL(assigned[0]!).searchParams;
    expect(params.get('screen')).toBe('register');
    expect(params.get('ui_locales')).toBe('de-DE');
    expect(params.get('login_hint')).toBe('a@b.test');
  });
});
