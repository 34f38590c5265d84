import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initAuth } from './auth.ts';

const provider = {
  issuer: 'http://localhost:8080/oidc',
  clientId: 'host-portal-web',
  scope: 'openid profile email offline_access api',
  embedded: true,
};

const storedText = () =>
  [window.localStorage, window.sessionStorage]
    .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`))
    .join('\n');

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('browser token storage', () => {
  it('keeps the signed-in user, refresh token included, out of web storage', async () => {
    const manager = initAuth(provider);
    await manager.storeUser(
      new User({
        access_token: 'access-token-value',
        refresh_token: 'refresh-token-secret',
        id_token: 'id-token-value',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: provider.issuer, aud: provider.clientId, exp: 0, iat: 0 },
        expires_at: Math.floor(Date.now() / 1000) + 900,
      }),
    );
    // the page itself still has it
    expect((await manager.getUser())?.refresh_token).toBe('refresh-token-secret');
    // nothing a script could lift from storage
    expect(storedText()).not.toContain('refresh-token-secret');
    expect(storedText()).not.toContain('access-token-value');
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
});

describe('sign-in redirect state', () => {
  it('drops the state of a sign-in abandoned more than 15 minutes ago', async () => {
    const stale = { id: 'old', created: Math.floor(Date.now() / 1000) - 16 * 60, request_type: 'si:r' };
    const fresh = { id: 'new', created: Math.floor(Date.now() / 1000) - 60, request_type: 'si:r' };
    window.localStorage.setItem('oidc.old', JSON.stringify(stale));
    window.localStorage.setItem('oidc.new', JSON.stringify(fresh));
    initAuth(provider);
    await vi.waitFor(() => expect(window.localStorage.getItem('oidc.old')).toBeNull());
    expect(window.localStorage.getItem('oidc.new')).not.toBeNull();
  });
});
