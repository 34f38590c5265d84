import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';

/** Errors Fastify and Node raise outside the routes, cache headers, and what the OpenAPI promises. */
let t: TestApp;
let host: TestHost;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test-busy', async () => {
      throw new AppError(ERROR_CODES.rateLimited, 'Slow down');
    });
  });
  host = await t.createHost();
});
afterAll(() => t?.close());

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { correlationId?: string } },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.headers['x-correlation-id']).toBeTruthy();
  expect(res.json().correlationId).toBe(res.headers['x-correlation-id']);
}

describe('errors outside the routes', () => {
  it('answers a bad percent-encoding as a 400 problem with a correlation id', async () => {
    for (const url of ['/api/app/properties/%E0%A4%A', '/oidc/%E0%A4%A', '/api/public/settings/%ff']) {
      expectProblem(await t.app.inject({ url, headers: host.auth }), 400);
    }
  });

  it('answers a too long path parameter as a 414 problem', async () => {
    const res = await t.app.inject({ url: `/api/app/property-unit/${'a'.repeat(300)}`, headers: host.auth });
    expectProblem(res, 414);
  });

  it('answers headers too large (a huge query) as a 431 problem from the real server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/app/properties?q=${'a'.repeat(70_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as { correlationId: string };
    expect(body.correlationId).toBe(res.headers.get('x-correlation-id'));
  });

  it('sends Retry-After with every 429', async () => {
    const res = await t.app.inject({ url: '/api/test-busy' });
    expectProblem(res, 429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('cache headers', () => {
  it('marks authenticated API answers no-store, errors included, and leaves public ones alone', async () => {
    const info = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({
      url: '/api/app/property-unit/00000000-0000-4000-8000-000000000000',
      headers: host.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ url: '/api/app/user/info' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const publicSettings = await t.app.inject({ url: '/api/public/settings' });
    expect(publicSettings.headers['cache-control']).not.toBe('no-store');
  });
});

describe('OpenAPI error responses and upload bodies', () => {
  type Op = {
    requestBody?: {
      content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }>;
    };
    responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
  };
  let paths: Record<string, Record<string, Op>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
  });

  it('declares 414, 429 with Retry-After and 500 everywhere, 413 and 415 with a body, as problems', () => {
    const ops = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(ops.length).toBeGreaterThan(40);
    for (const { at, op } of ops) {
      for (const status of ['414', '429', '500', ...(op.requestBody ? ['413', '415'] : [])]) {
        expect(op.responses[status]?.content, `${at} ${status}`).toHaveProperty(['application/problem+json']);
      }
      expect(op.responses['429']?.headers, at).toHaveProperty('Retry-After');
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.['application/json'] as { schema?: { $ref?: string } } | undefined;
        expect(json?.schema?.$ref, `${at} ${status}`).not.toBe('#/components/schemas/Problem');
      }
    }
  });

  it('describes the photo and avatar uploads as multipart bodies with a binary file field', () => {
    const photo = paths['/api/app/property-unit/{id}/photos']!.post!;
    expect(photo.requestBody?.content['multipart/form-data']?.schema.properties?.photo?.format).toBe(
      'binary',
    );
    const avatar = paths['/api/app/user/image']!.post!;
    expect(avatar.requestBody?.content['multipart/form-data']?.schema.properties?.image?.format).toBe(
      'binary',
    );
    expect(photo.responses['413']).toBeTruthy();
  });
});
