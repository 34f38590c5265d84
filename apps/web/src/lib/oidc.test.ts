import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOidcClient, navigation, type OidcClientSettings, OidcError, pkceChallenge } from './oidc.ts';

const origin = window.location.origin;
const endpoints = {
  authorization: 'http://idp.test/oidc/auth',
  token: 'http://idp.test/oidc/token',
  endSession: 'http://idp.test/oidc/session/end',
};
const settings: OidcClientSettings = {
  issuer: 'http://idp.test/oidc',
  clientId: 'host-portal-web',
  scope: 'openid api',
  redirectUri: `${origin}/auth/callback`,
  silentRedirectUri: `${origin}/auth/silent-callback.html`,
  postLogoutRedirectUri: `${origin}/`,
  endpoints,
  silentTimeoutMs: 4000,
};

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const idTokenWith = (claims: Record<string, unknown>) => `${b64url({ alg: 'none' })}.${b64url(claims)}.sig`;

let assigned: string[];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assigned = [];
  vi.spyOn(navigation, 'assign').mockImplementation((url) => void assigned.push(url));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

/** Starts a redirect sign-in and returns the authorization URL's parameters. */
async function startSignIn(client = createOidcClient(settings), data?: unknown) {
  await client.signInRedirect({ login_hint: 'a@b.test', ui_locales: 'de-DE', screen: undefined }, data);
  return new URL(assigned.at(-1)!).searchParams;
}

function tokenAnswer(body: Record<string, unknown>, status = 200) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('redirect sign-in (authorization code + PKCE)', () => {
  it('sends the browser to the provider with an S256 challenge of the verifier it keeps', async () => {
    const params = await startSignIn();
    expect(assigned[0]!.startsWith(`${endpoints.authorization}?`)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: 'host-portal-web',
      redirect_uri: settings.redirectUri,
      response_type: 'code',
      scope: 'openid api',
      code_challenge_method: 'S256',
      login_hint: 'a@b.test',
      ui_locales: 'de-DE',
    });
    expect(params.has('screen')).toBe(false);
    const pending = JSON.parse(localStorage.getItem(`oidc.${params.get('state')}`)!);
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge')).toBe(await pkceChallenge(pending.verifier));
    expect(params.get('nonce')).toBe(pending.nonce);
    // nothing secret travels in the URL
    expect(assigned[0]).not.toContain(pending.verifier);
  });

  it('exchanges the code with the verifier, once, and hands back the data of the sign-in', async () => {
    const client = createOidcClient(settings);
    const params = await startSignIn(client, { returnTo: '/properties' });
    const state = params.get('state')!;
    const pending = JSON.parse(localStorage.getItem(`oidc.${state}`)!);
    tokenAnswer({
      access_token: 'at',
      refresh_token: 'rt',
      id_token: idTokenWith({ nonce: params.get('nonce') }),
      expires_in: 900,
    });
    const before = Date.now();
    const { tokens, data } = await client.completeRedirect(
      `${settings.redirectUri}?code=c0de&state=${state}`,
    );
    expect(data).toEqual({ returnTo: '/properties' });
    expect(tokens).toMatchObject({ accessToken: 'at', refreshToken: 'rt' });
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpoints.token);
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: settings.redirectUri,
      code_verifier: pending.verifier,
      client_id: 'host-portal-web',
    });
    // the state is used up: a replayed callback is refused without asking the provider
    expect(localStorage.getItem(`oidc.${state}`)).toBeNull();
    await expect(client.completeRedirect(`${settings.redirectUri}?code=c0de&state=${state}`)).rejects.toThrow(
      /invalid_state/,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses an ID token issued for another sign-in (nonce)', async () => {
    const client = createOidcClient(settings);
    const state = (await startSignIn(client)).get('state');
    tokenAnswer({ access_token: 'at', id_token: idTokenWith({ nonce: 'someone-else' }), expires_in: 900 });
    await expect(client.completeRedirect(`${settings.redirectUri}?code=c&state=${state}`)).rejects.toThrow(
      /invalid_nonce/,
    );
  });

  it('reports the provider’s error answer and a refused exchange', async () => {
    const client = createOidcClient(settings);
    let state = (await startSignIn(client)).get('state');
    await expect(
      client.completeRedirect(`${settings.redirectUri}?error=access_denied&state=${state}`),
    ).rejects.toMatchObject({ error: 'access_denied' });
    state = (await startSignIn(client)).get('state');
    tokenAnswer({ error: 'invalid_grant', error_description: 'grant request is invalid' }, 400);
    const failure = await client
      .completeRedirect(`${settings.redirectUri}?code=c&state=${state}`)
      .catch((e) => e);
    expect(failure).toBeInstanceOf(OidcError);
    expect(failure.error).toBe('invalid_grant');
  });

  it('refuses a callback whose sign-in started more than 15 minutes ago', async () => {
    const client = createOidcClient(settings);
    const state = (await startSignIn(client)).get('state')!;
    const key = `oidc.${state}`;
    const pending = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...pending, created: pending.created - 16 * 60 }));
    await expect(client.completeRedirect(`${settings.redirectUri}?code=c&state=${state}`)).rejects.toThrow(
      /too old/,
    );
  });
});

describe('discovery', () => {
  it('reads the endpoints from the discovery document once when none are given', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          authorization_endpoint: 'http://ext.test/authorize',
          token_endpoint: 'http://ext.test/token',
        }),
      ),
    );
    const client = createOidcClient({ ...settings, issuer: 'http://ext.test/', endpoints: null });
    await startSignIn(client);
    await startSignIn(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://ext.test/.well-known/openid-configuration');
    expect(assigned.every((u) => u.startsWith('http://ext.test/authorize?'))).toBe(true);
    // no end-session endpoint: logout comes straight back
    await client.signOutRedirect('id');
    expect(assigned.at(-1)).toBe(settings.postLogoutRedirectUri);
  });
});

describe('refresh and logout', () => {
  it('refreshes with the refresh-token grant', async () => {
    tokenAnswer({ access_token: 'at2', refresh_token: 'rt2', expires_in: 900 });
    const tokens = await createOidcClient(settings).refresh('rt1');
    expect(tokens).toMatchObject({ accessToken: 'at2', refreshToken: 'rt2' });
    expect(Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[0]![1].body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt1',
      client_id: 'host-portal-web',
    });
  });

  it('ends the provider session with the ID token as hint', async () => {
    await createOidcClient(settings).signOutRedirect('the-id-token');
    const url = new URL(assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(endpoints.endSession);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'host-portal-web',
      post_logout_redirect_uri: settings.postLogoutRedirectUri,
      id_token_hint: 'the-id-token',
    });
  });
});

describe('silent sign-in', () => {
  const frame = () => document.querySelector('iframe');
  /** The iframe "arrives" at `url` (jsdom does not navigate frames). */
  const arrive = (href: string | (() => string)) => {
    const f = frame()!;
    Object.defineProperty(f, 'contentWindow', {
      configurable: true,
      value: {
        location: {
          get href() {
            return typeof href === 'string' ? href : href();
          },
        },
      },
    });
    f.dispatchEvent(new Event('load'));
  };

  it('asks with prompt=none in a hidden iframe and exchanges the code it comes back with', async () => {
    const client = createOidcClient(settings);
    const pending = client.signInSilent();
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    const params = new URL(frame()!.src).searchParams;
    expect(params.get('prompt')).toBe('none');
    expect(params.get('redirect_uri')).toBe(settings.silentRedirectUri);
    // a page of another origin on the way cannot be read, and a page that is not the callback is
    // not the answer: still waiting
    arrive(() => {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    });
    arrive('http://idp.test/oidc/interaction/x');
    expect(frame()).not.toBeNull();
    tokenAnswer({
      access_token: 'at',
      id_token: idTokenWith({ nonce: params.get('nonce') }),
      expires_in: 60,
    });
    arrive(`${settings.silentRedirectUri}?code=c&state=${params.get('state')}`);
    expect((await pending).accessToken).toBe('at');
    expect(frame()).toBeNull();
    expect(new URLSearchParams(fetchMock.mock.calls[0]![1].body).get('code')).toBe('c');
  });

  it('gives up after the timeout and leaves no state behind', async () => {
    vi.useFakeTimers();
    const client = createOidcClient(settings);
    const pending = client.signInSilent().catch((e) => e);
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    await vi.advanceTimersByTimeAsync(4000);
    expect((await pending).error).toBe('timeout');
    expect(frame()).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('oidc.'))).toEqual([]);
  });

  it('reports login_required when the provider has no session', async () => {
    const client = createOidcClient(settings);
    const pending = client.signInSilent().catch((e) => e);
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    const state = new URL(frame()!.src).searchParams.get('state');
    arrive(`${settings.silentRedirectUri}?error=login_required&state=${state}`);
    expect((await pending).error).toBe('login_required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
