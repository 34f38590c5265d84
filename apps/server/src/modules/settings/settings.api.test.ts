import { LOCALES } from '@host-portal/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe('public calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the public settings with the identity provider', async () => {
    const res = await t.app.inject({ url: '/api/public/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productTitle: 'Host Portal',
      theme: 'default',
      identityProvider: { issuer: 'http://localhost:8080/oidc', clientId: 'host-portal-web', embedded: true },
    });
  });

  it('names the embedded provider’s endpoints exactly as its discovery document does', async () => {
    const { endpoints } = (await t.app.inject({ url: '/api/public/settings' })).json().identityProvider;
    const discovery = (
      await t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      })
    ).json();
    expect(endpoints).toEqual({
      authorization: discovery.authorization_endpoint,
      token: discovery.token_endpoint,
      endSession: discovery.end_session_endpoint,
    });
  });

  it('defaults app settings to EUR and metric', async () => {
    const res = await t.app.inject({ url: '/api/public/app-settings?hl=de_DE' });
    expect(res.json()).toEqual({ defaultCurrency: 'EUR', measurementUnits: 'metric' });
  });

  it('serves translations per locale, falling back to en_US', async () => {
    const de = await t.app.inject({ url: '/api/public/ui-translations?hl=de-DE' });
    expect(de.json().locale).toBe('de_DE');
    expect(Object.keys(de.json().translations).length).toBeGreaterThan(20);
    const fr = await t.app.inject({ url: '/api/public/ui-translations?hl=fr' });
    expect(fr.json().locale).toBe('fr_FR');
    const unknown = await t.app.inject({ url: '/api/public/ui-translations?hl=zz' });
    expect(unknown.json().locale).toBe('en_US');
  });

  it('lists the cookie consent entries, translated', async () => {
    const res = await t.app.inject({ url: '/api/public/cookie-consent-settings?hl=en_US' });
    const entries = res.json().entries as { key: string; category: string; title: string }[];
    expect(entries.map((e) => e.key)).toEqual(
      expect.arrayContaining(['cookie_consent', 'guest_token', 'ho_hl']),
    );
    expect(entries.every((e) => e.title && !e.title.startsWith('cookies.'))).toBe(true);
  });

  it('serves the domain config for a hostname', async () => {
    const res = await t.app.inject({ url: '/config/portal.example.com.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domain: 'portal.example.com',
      defaultLocale: 'en_US',
      locales: [...LOCALES],
      identityProvider: { issuer: 'http://localhost:8080/oidc' },
    });
    expect((await t.app.inject({ url: '/config/not%20a%20host.json' })).statusCode).toBe(400);
  });

  it('reports health with the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: { driver: t.database.driver, reachable: true } });
  });

  it('publishes the OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/app/properties',
        '/api/app/properties/{id}',
        '/api/app/user/info',
        '/api/public/settings',
      ]),
    );
    expect(doc.paths['/api/app/properties'].post.requestBody).toBeDefined();
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
