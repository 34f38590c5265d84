import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TestBrowser } from '../src/identity/testing/oidc-client.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';

/** NUL characters and unpaired surrogates are a 400 problem everywhere, never a 500. */
let t: TestApp;
let host: TestHost;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost();
});
afterAll(async () => {
  await t?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Res {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { invalidParams?: unknown };
}

function expectRefused(res: Res) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    correlationId: res.headers['x-correlation-id'],
  });
}

describe('input guard', () => {
  it('refuses NUL and lone surrogates in JSON bodies of the API', async () => {
    for (const title of ['a\u0000b', '\ud800', 'x\udc00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/properties',
        headers: host.auth,
        payload: { propertyType: 'single', title },
      });
      expectRefused(res);
      expect(res.json().invalidParams).toEqual([{ name: 'title', reason: expect.any(String) }]);
    }
    // a proper pair (an emoji) is fine
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: host.auth,
      payload: { propertyType: 'single', title: 'Sea \ud83c\udf0a view' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a NUL in the query and in a path parameter', async () => {
    expectRefused(
      await t.app.inject({ url: '/api/app/properties?criteria[search]=a%00b', headers: host.auth }),
    );
    expectRefused(await t.app.inject({ url: '/api/app/property-unit/a%00b', headers: host.auth }));
    expectRefused(await t.app.inject({ url: '/api/public/translations/x%00' }));
  });

  it('refuses them unauthenticated at the token and revocation endpoints', async () => {
    for (const url of ['/oidc/token', '/oidc/token/revocation']) {
      for (const payload of [
        'grant_type=client_credentials&client_id=a%00b&client_secret=x',
        'grant_type=refresh_token&refresh_token=a%00&client_id=host-portal-web&token=a%00',
      ]) {
        expectRefused(await t.app.inject({ method: 'POST', url, headers: FORM, payload }));
      }
      const json = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type":"refresh_token","client_id":"\\ud800","token":"\\ud800"}',
      });
      expectRefused(json);
    }
  });

  it('refuses them in the identity forms', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/identity/forgot-password',
      headers: FORM,
      payload: 'email=a%00b%40example.test',
    });
    expectRefused(forgot);
    for (const url of ['/identity/interaction/abc', '/identity/interaction/abc/register']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: FORM,
        payload: 'email=x%00%40example.test&password=a%00b',
      });
      expectRefused(res);
    }
  });

  it('still lets the provider read ordinary bodies (sign-in with the code flow)', async () => {
    const tokens = await signIn(new TestBrowser(t.app, t.config), {
      register: {
        hostType: 'individual',
        firstName: 'Nul',
        lastName: 'Guard',
        email: `guard.${Date.now()}@example.test`,
        password: 'guarded pass 1234',
      },
    });
    expect(tokens.access_token).toBeTruthy();
  });
});
