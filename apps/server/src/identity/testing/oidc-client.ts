import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../config.ts';

/** A browser stand-in for tests: a cookie jar over app.inject plus the SPA's OIDC client steps. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly config: Config,
    /** The client's IP address as the server sees it. */
    readonly remoteAddress = '127.0.0.1',
  ) {}

  private host() {
    return new URL(this.config.publicUrl).host;
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === '';
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A path or an absolute URL of our origin. */
  private path(url: string) {
    const u = new URL(url, this.config.publicUrl);
    return u.pathname + u.search;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'GET',
      url: this.path(url),
      remoteAddress: this.remoteAddress,
      headers: { host: this.host(), cookie: this.cookieHeader(), ...headers },
    });
    this.store(res);
    return res;
  }

  async post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url: this.path(url),
      remoteAddress: this.remoteAddress,
      headers: {
        host: this.host(),
        cookie: this.cookieHeader(),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });
    this.store(res);
    return res;
  }

  /** Follows redirects within our origin until one leaves for `stopAt` (returned) or a page answers. */
  async follow(
    res: LightMyRequestResponse,
    stopAt?: string,
  ): Promise<{ res: LightMyRequestResponse; location?: string }> {
    let current = res;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.location as string | undefined;
      if (!location || current.statusCode < 300 || current.statusCode >= 400) return { res: current };
      const absolute = new URL(location, this.config.publicUrl).href;
      if (stopAt && absolute.startsWith(stopAt)) return { res: current, location: absolute };
      current = await this.get(absolute);
    }
    throw new Error('too many redirects');
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
  error?: string;
}

/** The SPA's steps: authorize with PKCE, then (after the pages) exchange the code. */
export function spaClient(browser: TestBrowser) {
  const { config } = browser;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  const pkce = pkcePair();
  const state = randomBytes(8).toString('hex');
  return {
    redirectUri,
    pkce,
    authorizeUrl(extra: Record<string, string> = {}) {
      const q = new URLSearchParams({
        client_id: config.oidc.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email offline_access api',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        state,
        nonce: randomBytes(8).toString('hex'),
        ...extra,
      });
      return `/oidc/auth?${q}`;
    },
    codeFrom(location: string) {
      const url = new URL(location);
      if (url.searchParams.get('state') !== state) throw new Error(`state mismatch in ${location}`);
      const code = url.searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      return code;
    },
    async exchange(code: string): Promise<{ status: number; body: TokenSet }> {
      const res = await browser.post(
        '/oidc/token',
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.oidc.clientId,
          code_verifier: pkce.verifier,
        },
        { origin: new URL(config.publicUrl).origin },
      );
      return { status: res.statusCode, body: res.json() };
    },
    async refresh(refreshToken: string): Promise<{ status: number; body: TokenSet }> {
      const res = await browser.post(
        '/oidc/token',
        {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: config.oidc.clientId,
        },
        { origin: new URL(config.publicUrl).origin },
      );
      return { status: res.statusCode, body: res.json() };
    },
  };
}

/** Value of an input in an HTML page. */
export function inputValue(html: string, name: string): string | undefined {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  return tag?.match(/value="([^"]*)"/)?.[1];
}

/** Signs in (or registers) through the pages and returns the tokens. */
export async function signIn(
  browser: TestBrowser,
  how: { email: string; password: string } | { register: Record<string, string> },
): Promise<TokenSet> {
  const client = spaClient(browser);
  const start = await browser.get(
    client.authorizeUrl('register' in how ? { screen: 'register' } : { login_hint: how.email }),
  );
  const { res: page } = await browser.follow(start);
  if (page.statusCode !== 200) throw new Error(`sign-in page answered ${page.statusCode}`);
  const action = page.body.match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error('no form on the sign-in page');
  const form = 'register' in how ? how.register : { email: how.email, password: how.password };
  const posted = await browser.post(action.replaceAll('&amp;', '&'), form);
  const { location, res } = await browser.follow(posted, client.redirectUri);
  if (!location) throw new Error(`no redirect to the app: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const tokens = await client.exchange(client.codeFrom(location));
  if (tokens.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body;
}

/** RP-initiated logout as the SPA does it: end_session with the ID token, then the confirm form. */
export async function signOut(browser: TestBrowser, idToken: string) {
  const { config } = browser;
  const page = await browser.get(
    `/oidc/session/end?${new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${config.publicUrl}/`,
      client_id: config.oidc.clientId,
    })}`,
  );
  if (page.statusCode !== 200) throw new Error(`logout page answered ${page.statusCode}`);
  const xsrf = inputValue(page.body, 'xsrf');
  if (!xsrf) throw new Error('no xsrf on the logout page');
  const confirmed = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
  if (confirmed.statusCode !== 303) throw new Error(`logout confirm answered ${confirmed.statusCode}`);
  return confirmed;
}
