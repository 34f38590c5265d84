import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import type { Config } from '../config.ts';
import { buildIdentityApp, MemoryMailer, testConfig } from './testing/identity-app.ts';
import { TestBrowser } from './testing/oidc-client.ts';

/** Hardening of the embedded provider: what it advertises, who may read it cross-origin. */
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

const FOREIGN = 'https://evil.example';
const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.toLowerCase().startsWith('access-control-'));

describe('discovery document', () => {
  it('advertises the authorization code flow with PKCE S256 and nothing else', async () => {
    const res = await new TestBrowser(t.app, t.config).get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.response_types_supported).toEqual(['code']);
    expect([...doc.grant_types_supported].sort()).toEqual(['authorization_code', 'refresh_token']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['none']);
  });

  it('refuses an implicit or hybrid authorization request', async () => {
    const browser = new TestBrowser(t.app, t.config);
    for (const responseType of ['id_token', 'code id_token', 'token']) {
      const q = new URLSearchParams({
        client_id: t.config.oidc.clientId,
        redirect_uri: `${t.config.publicUrl}/auth/callback`,
        response_type: responseType,
        scope: 'openid',
        nonce: 'n',
        state: 's',
      });
      const res = await browser.get(`/oidc/auth?${q}`);
      const location = String(res.headers.location ?? '');
      expect(location).not.toMatch(/[#&?](id_token|access_token|code)=/);
    }
  });
});

describe('CORS on /oidc', () => {
  const endpoints = [
    { method: 'GET', url: '/oidc/.well-known/openid-configuration' },
    { method: 'GET', url: '/oidc/jwks' },
    { method: 'POST', url: '/oidc/token' },
    { method: 'POST', url: '/oidc/token/revocation' },
  ] as const;

  const call = (method: 'GET' | 'POST' | 'OPTIONS', url: string, origin: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: new URL(t.config.publicUrl).host,
        origin,
        ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST'
        ? {
            payload: new URLSearchParams({
              grant_type: 'refresh_token',
              refresh_token: 'nope',
              token: 'nope',
              client_id: t.config.oidc.clientId,
            }).toString(),
          }
        : {}),
    });

  it.each(endpoints)('gives a foreign origin no CORS headers on $method $url', async ({ method, url }) => {
    const res = await call(method, url, FOREIGN);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(corsHeaders(res.headers)).toEqual([]);
    const preflight = await call('OPTIONS', url, FOREIGN);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(corsHeaders(preflight.headers)).toEqual([]);
  });

  it.each(endpoints)('allows the app origin on $method $url', async ({ method, url }) => {
    const origin = new URL(t.config.publicUrl).origin;
    const res = await call(method, url, origin);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    const preflight = await call('OPTIONS', url, origin);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
  });

  it('sends no wildcard CORS header to requests without an Origin', async () => {
    const res = await new TestBrowser(t.app, t.config).get('/oidc/jwks');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
