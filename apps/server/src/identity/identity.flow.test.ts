import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import type { Config } from '../config.ts';
import { buildIdentityApp, MemoryMailer, testConfig } from './testing/identity-app.ts';
import { inputValue, signIn, spaClient, TestBrowser } from './testing/oidc-client.ts';

let t: { app: Awaited<ReturnType<typeof buildIdentityApp>>; database: TestDatabase; config: Config };

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  t = { app: await buildIdentityApp({ config, database, mailer: new MemoryMailer() }), database, config };
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.drop();
});

const newHost = (n: string, extra: Record<string, string> = {}) => ({
  hostType: 'individual',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${n}.${Date.now()}@example.test`,
  password: 'correct horse 42',
  ...extra,
});

describe('embedded OpenID provider', () => {
  it('serves the discovery document under /oidc', async () => {
    const res = await new TestBrowser(t.app, t.config).get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(t.config.oidc.issuer);
    expect(doc.authorization_endpoint).toBe(`${t.config.oidc.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${t.config.oidc.issuer}/token`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'profile', 'email']),
    );
    const jwks = await new TestBrowser(t.app, t.config).get(doc.jwks_uri);
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('registers a host through the page and completes code + PKCE, refresh and logout', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const client = spaClient(browser);
    const start = await browser.get(client.authorizeUrl({ screen: 'register', ui_locales: 'en-US' }));
    expect(start.statusCode).toBe(303);
    const { res: page } = await browser.follow(start);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Create your host account</h1>');
    expect(page.body).toContain('lang="en-US"');
    expect(page.body).not.toMatch(/<script>|style="/);
    const action = page.body.match(/<form method="post" action="([^"]+)"/)![1]!;
    expect(action).toMatch(/^\/identity\/interaction\/[^/]+\/register$/);

    const host = newHost('flow', { hostType: 'company', companyName: 'Lovelace Rentals Ltd' });
    const posted = await browser.post(action, host);
    expect(posted.statusCode).toBe(303);
    const { location } = await browser.follow(posted, client.redirectUri);
    expect(location).toBeDefined();
    const tokens = await client.exchange(client.codeFrom(location!));
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(tokens.body.expires_in).toBe(900);

    const header = decodeProtectedHeader(tokens.body.access_token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.body.access_token);
    expect(claims.aud).toBe(t.config.oidc.audience);
    expect(claims.iss).toBe(t.config.oidc.issuer);
    expect(claims.scope).toBe('api');
    const [user] = await t.database.query<{
      id: string;
      subject: string;
      company_details: unknown;
      locale: string;
    }>('select id, subject, company_details, locale from users where email = $1', [host.email]);
    expect(user).toMatchObject({
      subject: user!.id,
      company_details: { legalBusinessName: 'Lovelace Rentals Ltd' },
    });
    expect(user!.locale).toBe('en_US');
    expect(claims.sub).toBe(user!.id);
    const idClaims = decodeJwt(tokens.body.id_token!);
    expect(idClaims).toMatchObject({
      email: host.email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      host_type: 'company',
    });

    // the API accepts the token
    const info = await t.app.inject({
      url: '/api/app/whoami',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ userId: user!.id, subject: user!.id, role: 'host' });
    expect(info.json().sessionId).toEqual(expect.any(String));

    // refresh rotates the refresh token
    const refreshed = await client.refresh(tokens.body.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect(decodeJwt(refreshed.body.access_token).aud).toBe(t.config.oidc.audience);
    const reused = await client.refresh(tokens.body.refresh_token!);
    expect(reused.body.error).toBe('invalid_grant');

    // RP-initiated logout with our confirmation page ends the session and the refresh tokens
    const logout = await browser.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: refreshed.body.id_token ?? tokens.body.id_token!,
        post_logout_redirect_uri: `${t.config.publicUrl}/`,
        client_id: t.config.oidc.clientId,
      })}`,
    );
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain('name="logout" class="primary"');
    expect(logout.body).not.toMatch(/<script>|style="/);
    const xsrf = inputValue(logout.body, 'xsrf')!;
    const confirmed = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${t.config.publicUrl}/`);
    const afterLogout = await client.refresh(refreshed.body.refresh_token!);
    expect(afterLogout.body.error).toBe('invalid_grant');

    // signing in again shows the login page (no session any more), pre-filled from login_hint
    const again = spaClient(browser);
    const { res: loginPage } = await browser.follow(
      await browser.get(again.authorizeUrl({ login_hint: host.email })),
    );
    expect(loginPage.body).toContain('<h1>Sign in</h1>');
    expect(inputValue(loginPage.body, 'email')).toBe(host.email);
    const secondTokens = await signIn(new TestBrowser(t.app, t.config), {
      email: host.email,
      password: host.password,
    });
    expect(decodeJwt(secondTokens.access_token).sub).toBe(user!.id);
  });
});
