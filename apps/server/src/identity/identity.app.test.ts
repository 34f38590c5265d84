import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { REVOCATION_RECHECK_MS } from '../plugins/auth.ts';
import { signIn, signOut, TestBrowser } from './testing/oidc-client.ts';

/** The identity plugin inside the real app (app.ts): security headers, OpenAPI, SPA fallback. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('identity in the app', () => {
  it('registers through the pages and calls the API with the access token', async () => {
    const email = `app.${Date.now()}@example.test`;
    const tokens = await signIn(new TestBrowser(t.app, t.config), {
      register: {
        hostType: 'individual',
        firstName: 'Ines',
        lastName: 'App',
        email,
        password: 'full app 1234',
      },
    });
    const info = await t.app.inject({
      url: '/api/app/user/info',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email });
  });

  it('sends the security headers on provider endpoints and pages', async () => {
    const res = await new TestBrowser(t.app, t.config).get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-correlation-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = await new TestBrowser(t.app, t.config).get('/identity/forgot-password');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps identity routes out of the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const paths = Object.keys(doc.paths ?? {});
    expect(paths.some((p) => p.startsWith('/oidc') || p.startsWith('/identity'))).toBe(false);
  });
});

describe('access tokens end with the sign-in', () => {
  let n = 0;
  const register = (browser: TestBrowser) =>
    signIn(browser, {
      register: {
        hostType: 'individual',
        firstName: 'Lena',
        lastName: 'Logout',
        email: `logout.${++n}.${Date.now()}@example.test`,
        password: 'logout works 1234',
      },
    });
  const userInfo = (token: string) =>
    t.app.inject({ url: '/api/app/user/info', headers: { authorization: `Bearer ${token}` } });

  it('refuses the access token of a session right after its logout', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const tokens = await register(browser);
    const bystander = await register(new TestBrowser(t.app, t.config));
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    expect((await userInfo(bystander.access_token)).statusCode).toBe(200);

    await signOut(browser, tokens.id_token!);

    const after = await userInfo(tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    // other people's sessions go on
    expect((await userInfo(bystander.access_token)).statusCode).toBe(200);
  });

  it('refuses the access token once its refresh token is revoked', async () => {
    const tokens = await register(new TestBrowser(t.app, t.config));
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    const revoked = await new TestBrowser(t.app, t.config).post(
      '/oidc/token/revocation',
      { token: tokens.refresh_token!, token_type_hint: 'refresh_token', client_id: t.config.oidc.clientId },
      { origin: new URL(t.config.publicUrl).origin },
    );
    expect(revoked.statusCode).toBe(200);
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
  });

  it('sees a logout made by another process within the recheck time', async () => {
    const tokens = await register(new TestBrowser(t.app, t.config));
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    // another API process ended this grant: only the shared database knows
    const { gid } = decodeJwt(tokens.access_token) as { gid?: string };
    expect(gid).toEqual(expect.any(String));
    await t.database.query(
      "insert into oidc_revoked_grants (grant_id, expires_at) values ($1, now() + interval '1 day')",
      [gid],
    );
    const started = Date.now();
    let status = (await userInfo(tokens.access_token)).statusCode;
    while (status === 200 && Date.now() - started < REVOCATION_RECHECK_MS + 1_000) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await userInfo(tokens.access_token)).statusCode;
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThanOrEqual(REVOCATION_RECHECK_MS + 500);
  });
});
