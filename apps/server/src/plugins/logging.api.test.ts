import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { buildApp } from '../app.ts';

describe('request logs', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let output = '';

  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      output += chunk;
    });
    app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.database,
      logStream: stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('are structured JSON with the correlation id and no secrets', async () => {
    const host = await t.createHost();
    await app.inject({
      url: '/api/app/properties',
      headers: { ...host.auth, cookie: '_session=secret-cookie' },
    });
    await app.inject({ url: '/identity/reset-password?token=reset-secret-123' });
    await app.inject({ url: '/oidc/auth?client_id=x&code_verifier=verifier-secret&state=s1' });
    const lines = output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const requests = lines.filter((l) => l.msg === 'incoming request');
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/api/app/properties' } });
    expect(typeof requests[0].reqId).toBe('string');
    expect(output).not.toContain(host.token);
    expect(output).not.toContain('secret-cookie');
    expect(output).not.toContain('reset-secret-123');
    expect(output).not.toContain('verifier-secret');
  });
});
