import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { signIn, TestBrowser } from './testing/oidc-client.ts';

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
