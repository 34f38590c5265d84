import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

describe('errors, correlation ids and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
      app.get('/api/test-boom', async () => {
        throw new Error('password=hunter2 at db.internal:5432');
      });
    });
  });
  afterAll(() => t.close());

  it('answers unknown /api routes with a 404 problem, not the SPA', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'route_not_found' });
  });

  it('sets x-correlation-id on every response and keeps a sane incoming one', async () => {
    const a = await t.app.inject({ url: '/api/health' });
    expect(a.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.app.inject({ url: '/api/nope', headers: { 'x-correlation-id': 'req-12345678' } });
    expect(b.headers['x-correlation-id']).toBe('req-12345678');
    expect(b.json().correlationId).toBe('req-12345678');
    const evil = await t.app.inject({ url: '/api/health', headers: { 'x-correlation-id': '<script>' } });
    expect(evil.headers['x-correlation-id']).not.toBe('<script>');
  });

  it('hides internals of a 500', async () => {
    const res = await t.app.inject({ url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('db.internal');
    expect(res.json()).toMatchObject({
      code: 'internal_error',
      correlationId: res.headers['x-correlation-id'],
    });
  });

  it('answers malformed JSON and too large bodies with problems', async () => {
    const host = await t.createHost();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: { ...host.auth, 'content-type': 'application/json' },
      payload: '{"propertyType":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: { ...host.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ propertyType: 'single', title: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
  });

  it('sends security headers: CSP without inline scripts, nosniff, frame-ancestors', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // the test app is served over http: no HSTS
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // error answers carry them too
    const missing = await t.app.inject({ url: '/api/app/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(String(missing.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
