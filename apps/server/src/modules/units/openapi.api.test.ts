import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/** Every listing-flow call is documented: tags, summary and bearer security in /api/openapi.json. */
describe('OpenAPI of the listing calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents each operation', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>>;
    };
    const mine = Object.entries(doc.paths).filter(([path]) =>
      /^\/api\/(app\/(propert|geocoding)|staff\/)/.test(path),
    );
    const operations = mine.flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ at: `${m} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const { at, op } of operations) {
      expect(op.tags?.length, at).toBeGreaterThan(0);
      expect(op.summary, at).toBeTruthy();
      expect(op.security, at).toContainEqual({ bearer: [] });
    }
    expect(doc.paths['/api/app/property-unit/{id}/publish']).toHaveProperty('patch');
    expect(doc.paths['/api/staff/units/{id}/reject']).toHaveProperty('post');
  });
});
