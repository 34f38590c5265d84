import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type BootData, bootDataSchema } from '@host-portal/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/** A built web app in miniature: an index, a fingerprinted script with its compressed twins, an image. */
function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'login.html'),
    '<!doctype html><script src="/assets/login-AbC123.js"></script>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'photo-AbC123.jpg'), Buffer.alloc(5000, 7));
  return dir;
}

describe('static web and compression', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDistFixture();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the pre-compressed brotli twin of an asset, cached for good', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('sends the gzip twin to a gzip-only client and the plain file to others', async () => {
    const gz = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('console.log');
    const plain = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toContain('console.log');
  });

  it('does not compress images again', async () => {
    const res = await t.app.inject({
      url: '/assets/photo-AbC123.jpg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(5000);
  });

  it('makes the SPA page revalidate', async () => {
    const res = await t.app.inject({ url: '/properties', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('id="root"');
  });

  it('compresses the app page as the client accepts', async () => {
    const plain = await t.app.inject({ url: '/properties', headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({
      url: '/properties',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gz = await t.app.inject({ url: '/properties', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  /** The boot data block of an app page. */
  const boot = (html: string) => {
    const match = html.match(/<script type="application\/json" id="hp-boot">([^<]*)<\/script>/);
    expect(match, 'boot data block').not.toBeNull();
    return JSON.parse(match![1]!) as BootData;
  };

  it('writes what the app asks for first into its page: the same answers as the API calls', async () => {
    const res = await t.app.inject({ url: '/properties', headers: { host: 'portal.example.test' } });
    const data = boot(res.body);
    expect(data.settings).toEqual((await t.app.inject({ url: '/api/public/settings' })).json());
    expect(data.domainConfig).toEqual(
      (await t.app.inject({ url: '/config/portal.example.test.json' })).json(),
    );
    const strings = (await t.app.inject({ url: '/api/public/ui-translations?hl=en_US' })).json();
    expect(data.translations).toEqual([strings]);
    expect(data.cookieConsent).toEqual({
      locale: 'en_US',
      ...(await t.app.inject({ url: '/api/public/cookie-consent-settings?hl=en_US' })).json(),
    });
    // the theme's style sheet loads with the page, not after the app asked for settings
    expect(res.body).toContain('<link rel="stylesheet" id="hp-theme" href="/themes/default.css">');
    expect(bootDataSchema.safeParse(data).success).toBe(true);
  });

  it("chooses the page's language as the app does: cookie, else a browser language of the domain's", async () => {
    const locales = async (headers: Record<string, string>) =>
      boot((await t.app.inject({ url: '/calendar', headers })).body).translations.map((b) => b.locale);
    expect(await locales({ cookie: 'ho_hl=de_DE' })).toEqual(['de_DE', 'en_US']);
    expect(await locales({ 'accept-language': 'en-GB,en;q=0.8' })).toEqual(['en_GB', 'en_US']);
    // the domain's language is English: a German browser gets the domain default (001 section 5)
    expect(await locales({ 'accept-language': 'de-DE,de;q=0.9' })).toEqual(['en_US']);
    expect(await locales({ cookie: 'ho_hl=xx_XX', 'accept-language': 'en-GB' })).toEqual(['en_GB', 'en_US']);
  });

  it('leaves the cookie banner entries out once the visitor has chosen', async () => {
    const res = await t.app.inject({
      url: '/properties',
      headers: { cookie: 'cookie_consent=["necessary"]' },
    });
    expect(boot(res.body).cookieConsent).toBeNull();
  });

  it('writes no boot data for a host name the domain configuration does not answer for', async () => {
    const res = await t.app.inject({ url: '/properties', headers: { host: 'bad_host!' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.body).not.toContain('hp-boot');
  });

  it('compresses large API JSON and leaves small answers alone', async () => {
    const big = await t.app.inject({
      url: '/api/public/ui-translations?hl=en_US',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.gunzipSync(big.rawPayload).toString());
    expect(Object.keys(json.translations).length).toBeGreaterThan(20);

    const br = await t.app.inject({
      url: '/api/public/ui-translations?hl=en_US',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');

    const small = await t.app.inject({
      url: '/api/public/app-settings',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('defaultCurrency');
  });

  it('sends an anonymous visitor of / to the small sign-in page, keeping the login hint', async () => {
    const root = await t.app.inject({ url: '/?id=host%40example.test' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/redirect/login?id=host%40example.test');
    const page = await t.app.inject({ url: '/redirect/login?id=host%40example.test' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('login-AbC123.js');
    expect(page.body).not.toContain('id="root"');
  });
});

describe('boot data with hostile settings', () => {
  it('cannot end its script element, whatever a setting holds', async () => {
    const dist = webDistFixture();
    const title = '</script><script>alert(1)</script>\u2028';
    const t = await createTestApp({ WEB_DIST: dist, PRODUCT_TITLE: title });
    try {
      const res = await t.app.inject({ url: '/properties' });
      expect(res.body).not.toContain('<script>alert(1)');
      const block = res.body.match(/id="hp-boot">([^<]*)<\/script>/)?.[1];
      expect(JSON.parse(block!).settings.productTitle).toBe(title);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
