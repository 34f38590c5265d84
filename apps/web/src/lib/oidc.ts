/**
 * A small OpenID Connect client for a public browser client: authorization code with PKCE (S256),
 * silent sign-in with prompt=none in a hidden iframe whose callback page is on our origin, refresh-token grant, RP-initiated
 * logout (docs/decisions/0014-own-oidc-client.md). It replaces oidc-client-ts, of which the app used
 * exactly these parts, to keep ~18 KB (gzip) out of the first download.
 *
 * What it keeps where: the tokens of the signed-in user are never written to web storage (the caller
 * holds them in memory, docs/decisions/0007-browser-token-storage.md); the PKCE verifier, `state` and
 * `nonce` of a sign-in in progress are in localStorage under `oidc.<state>` (the callback may land
 * in another tab) and are removed when the callback uses them or after 15 minutes.
 */

export interface OidcEndpoints {
  authorization: string;
  token: string;
  endSession: string | null;
}

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  silentRedirectUri: string;
  postLogoutRedirectUri: string;
  /** Known endpoints (the embedded provider); null: read from the discovery document. */
  endpoints: OidcEndpoints | null;
  silentTimeoutMs: number;
}

export interface OidcTokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** An error answered by the provider (`error` of RFC 6749 section 4.1.2.1 / 5.2), or a local one. */
export class OidcError extends Error {
  constructor(
    readonly error: string,
    description?: string,
  ) {
    super(description ? `${error}: ${description}` : error);
    this.name = 'OidcError';
  }
}

interface PendingSignIn {
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** Epoch seconds. */
  created: number;
  data?: unknown;
}

const STATE_PREFIX = 'oidc.';
export const STALE_STATE_AGE_SECONDS = 15 * 60;

/** Page navigation, a seam for tests (jsdom cannot navigate). */
export const navigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomToken = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The claims of a JWT, unverified: the client reads `nonce` of its own ID token, nothing more. */
function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new OidcError('invalid_id_token');
  const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

export function createOidcClient(settings: OidcClientSettings) {
  let endpoints: Promise<OidcEndpoints> | null = settings.endpoints
    ? Promise.resolve(settings.endpoints)
    : null;

  function getEndpoints(): Promise<OidcEndpoints> {
    endpoints ??= fetch(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then(async (res) => {
        if (!res.ok) throw new OidcError('discovery_failed', `HTTP ${res.status}`);
        const doc = (await res.json()) as Record<string, string | undefined>;
        if (!doc.authorization_endpoint || !doc.token_endpoint) throw new OidcError('discovery_incomplete');
        return {
          authorization: doc.authorization_endpoint,
          token: doc.token_endpoint,
          endSession: doc.end_session_endpoint ?? null,
        };
      })
      .catch((err: unknown) => {
        endpoints = null;
        throw err;
      });
    return endpoints;
  }

  /** Stores a new pending sign-in and returns the authorization URL that starts it. */
  async function authorizationUrl(
    redirectUri: string,
    extra: Record<string, string | undefined>,
    data?: unknown,
  ): Promise<{ url: string; state: string }> {
    const { authorization } = await getEndpoints();
    const state = randomToken();
    const pending: PendingSignIn = {
      verifier: randomToken(),
      nonce: randomToken(),
      redirectUri,
      created: Math.floor(Date.now() / 1000),
      data,
    };
    localStorage.setItem(STATE_PREFIX + state, JSON.stringify(pending));
    const url = new URL(authorization);
    const params: Record<string, string | undefined> = {
      client_id: settings.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: settings.scope,
      state,
      nonce: pending.nonce,
      code_challenge: await pkceChallenge(pending.verifier),
      code_challenge_method: 'S256',
      ...extra,
    };
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return { url: url.toString(), state };
  }

  function takePending(state: string | null): PendingSignIn {
    if (!state) throw new OidcError('invalid_state', 'the response has no state');
    const key = STATE_PREFIX + state;
    const raw = localStorage.getItem(key);
    localStorage.removeItem(key);
    if (!raw) throw new OidcError('invalid_state', 'no sign-in is waiting for this state');
    const pending = JSON.parse(raw) as PendingSignIn;
    if (pending.created + STALE_STATE_AGE_SECONDS < Date.now() / 1000) {
      throw new OidcError('invalid_state', 'the sign-in is too old');
    }
    return pending;
  }

  async function tokenRequest(body: Record<string, string>, nonce?: string): Promise<OidcTokens> {
    const { token } = await getEndpoints();
    const res = await fetch(token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...body, client_id: settings.clientId }),
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || typeof json.access_token !== 'string') {
      throw new OidcError(
        typeof json.error === 'string' ? json.error : `token_http_${res.status}`,
        typeof json.error_description === 'string' ? json.error_description : undefined,
      );
    }
    const idToken = typeof json.id_token === 'string' ? json.id_token : null;
    if (nonce !== undefined && idToken && jwtClaims(idToken).nonce !== nonce) {
      throw new OidcError('invalid_nonce', 'the ID token was not issued for this sign-in');
    }
    const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 0;
    return {
      accessToken: json.access_token,
      idToken,
      refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
      expiresAt: Date.now() + expiresIn * 1000,
    };
  }

  /** Exchanges the code of an authorization response URL (RFC 7636 verifier). */
  async function exchange(responseUrl: string): Promise<{ tokens: OidcTokens; data: unknown }> {
    const params = new URL(responseUrl).searchParams;
    const pending = takePending(params.get('state'));
    const error = params.get('error');
    if (error) throw new OidcError(error, params.get('error_description') ?? undefined);
    const code = params.get('code');
    if (!code) throw new OidcError('invalid_response', 'the response has no code');
    const tokens = await tokenRequest(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: pending.redirectUri,
        code_verifier: pending.verifier,
      },
      pending.nonce,
    );
    return { tokens, data: pending.data };
  }

  /**
   * prompt=none in a hidden iframe; resolves with the callback URL the iframe reached. The callback
   * page is on our origin, so its address is read from here when it has loaded: the page needs no
   * script of its own (one request less before the first screen). Pages of another origin on the
   * way (an external provider) cannot be read and are skipped.
   */
  function silentResponse(url: string, state: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('aria-hidden', 'true');
      frame.title = 'silent sign-in';
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
      const done = () => {
        clearTimeout(timer);
        frame.removeEventListener('load', onLoad);
        frame.remove();
      };
      const timer = setTimeout(() => {
        done();
        localStorage.removeItem(STATE_PREFIX + state);
        reject(new OidcError('timeout', 'silent sign-in did not answer'));
      }, settings.silentTimeoutMs);
      const onLoad = () => {
        let reached: string | undefined;
        try {
          reached = frame.contentWindow?.location.href;
        } catch {
          return; // another origin: not there yet
        }
        if (!reached?.startsWith(`${settings.silentRedirectUri}?`)) return;
        done();
        resolve(reached);
      };
      frame.addEventListener('load', onLoad);
      frame.src = url;
      document.body.appendChild(frame);
    });
  }

  return {
    getEndpoints,

    /** Sends the browser to the provider; `data` comes back from `completeRedirect`. */
    async signInRedirect(extra: Record<string, string | undefined>, data?: unknown): Promise<void> {
      const { url } = await authorizationUrl(settings.redirectUri, extra, data);
      navigation.assign(url);
    },

    /** Finishes the sign-in the current URL (the redirect URI) answers. */
    completeRedirect: (url: string = window.location.href) => exchange(url),

    /** A new session without leaving the page: prompt=none with the provider's session cookie. */
    async signInSilent(): Promise<OidcTokens> {
      const { url, state } = await authorizationUrl(settings.silentRedirectUri, { prompt: 'none' });
      return (await exchange(await silentResponse(url, state))).tokens;
    },

    /** New tokens for a refresh token (rotated by the provider on every use). */
    refresh: (refreshToken: string) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** Ends the provider session (RP-initiated logout) and comes back to the post-logout URI. */
    async signOutRedirect(idToken: string | null): Promise<void> {
      const { endSession } = await getEndpoints();
      if (!endSession) {
        navigation.assign(settings.postLogoutRedirectUri);
        return;
      }
      const url = new URL(endSession);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', settings.postLogoutRedirectUri);
      if (idToken) url.searchParams.set('id_token_hint', idToken);
      navigation.assign(url.toString());
    },

    /** Removes the state of sign-ins abandoned more than 15 minutes ago. */
    clearStaleState() {
      const oldest = Date.now() / 1000 - STALE_STATE_AGE_SECONDS;
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith(STATE_PREFIX)) continue;
        try {
          const created = (JSON.parse(localStorage.getItem(key) ?? '{}') as { created?: number }).created;
          if (typeof created !== 'number' || created < oldest) localStorage.removeItem(key);
        } catch {
          localStorage.removeItem(key);
        }
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
