import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/** A built web app in miniature: an index, a fingerprinted script with its compressed twins, an image. */
function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
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
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
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
