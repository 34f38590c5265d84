import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('properties API', () => {
  let t: TestApp;
  let host: TestHost;
  let other: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    other = await t.createHost();
  });
  afterAll(() => t.close());

  const create = (who: TestHost, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/app/properties', headers: who.auth, payload: body as object });

  it('needs a bearer token (401 problem)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/properties' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/app/properties',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor(host.id, {}, '-1m');
    const res = await t.app.inject({
      url: '/api/app/properties',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates a property with its first unit in progress', async () => {
    const res = await create(host, { propertyType: 'single', title: '  Villa Azzurra ' });
    expect(res.statusCode).toBe(201);
    const { id, unitId } = res.json();
    const got = await t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id,
      propertyType: 'single',
      title: 'Villa Azzurra',
      unitIds: [unitId],
      state: 'IN_PROGRESS',
      firstInProgressUnitId: unitId,
      firstFinishedUnitId: null,
      unitSummary: { total: 1, published: 0, inProgress: 1 },
    });
  });

  it('names each bad field of an invalid body', async () => {
    const res = await create(host, { propertyType: 'castle', title: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['propertyType', 'title']);
    const extra = await create(host, { propertyType: 'multi', ownerId: other.id });
    expect(extra.statusCode).toBe(400);
  });

  it('lists, searches (trimmed, case-insensitive, criteria[search]) and paginates', async () => {
    const h = await t.createHost();
    for (const title of ['Alpine Lodge', 'Beach House', 'alpine view', 'City Loft', 'Dune 100%']) {
      expect((await create(h, { propertyType: 'multi', title })).statusCode).toBe(201);
    }
    const all = await t.app.inject({ url: '/api/app/properties?page=1&limit=2', headers: h.auth });
    expect(all.json().pagination).toEqual({ current: 1, limit: 2, total: 5, pages: 3 });
    expect(all.json().items).toHaveLength(2);
    // newest change first
    expect(all.json().items[0].title).toBe('Dune 100%');
    const page3 = await t.app.inject({ url: '/api/app/properties?page=3&limit=2', headers: h.auth });
    expect(page3.json().items).toHaveLength(1);

    const search = await t.app.inject({
      url: `/api/app/properties?criteria[search]=${encodeURIComponent('  ALPINE ')}`,
      headers: h.auth,
    });
    expect(
      search
        .json()
        .items.map((i: { title: string }) => i.title)
        .sort(),
    ).toEqual(['Alpine Lodge', 'alpine view']);
    // LIKE wildcards are literal
    const pct = await t.app.inject({
      url: `/api/app/properties?criteria[search]=${encodeURIComponent('%')}`,
      headers: h.auth,
    });
    expect(pct.json().items.map((i: { title: string }) => i.title)).toEqual(['Dune 100%']);

    const bad = await t.app.inject({ url: '/api/app/properties?page=0', headers: h.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('page');

    const light = await t.app.inject({
      url: '/api/app/property-list?criteria[search]=loft',
      headers: h.auth,
    });
    expect(light.json().items).toEqual([
      expect.objectContaining({ title: 'City Loft', propertyType: 'multi' }),
    ]);
  });

  it('lists unit counts per property, never the units themselves', async () => {
    const h = await t.createHost();
    const created = await create(h, { propertyType: 'multi', title: 'Counted' });
    const { id, unitId: first } = created.json() as { id: string; unitId: string };
    // 30 more units: 10 published, 5 deleted, the rest in progress
    for (let i = 1; i <= 30; i++) {
      const state = i <= 10 ? 'PUBLISHED' : i <= 15 ? 'DELETED' : 'IN_PROGRESS';
      await t.database.query(
        'insert into units (property_id, host_id, title, position, state) values ($1, $2, $3, $4, $5)',
        [id, h.id, `Unit ${i}`, i, state],
      );
    }
    await create(h, { propertyType: 'single', title: 'Other' });
    const res = await t.app.inject({ url: '/api/app/properties', headers: h.auth });
    const item = res.json().items.find((i: { id: string }) => i.id === id);
    expect(item).toEqual({
      id,
      propertyType: 'multi',
      title: 'Counted',
      state: 'PUBLISHED',
      firstUnitId: first,
      unitSummary: { total: 26, published: 10, inProgress: 16 },
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain('Unit 1');
    const other = res.json().items.find((i: { title: string }) => i.title === 'Other');
    expect(other.unitSummary).toEqual({ total: 1, published: 0, inProgress: 1 });
    expect(other.state).toBe('IN_PROGRESS');
  });

  it('edits title and description, and refuses an empty patch', async () => {
    const { id } = (await create(host, { propertyType: 'multi', title: 'Old' })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/properties/${id}`,
      headers: host.auth,
      payload: { title: 'Residence Les Oliviers', description: 'Six flats around a pool.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Residence Les Oliviers',
      description: 'Six flats around a pool.',
    });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/properties/${id}`,
      headers: host.auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for another host's property on every call, and leaves it untouched", async () => {
    const { id } = (await create(other, { propertyType: 'single', title: 'Not yours' })).json();
    const calls = [
      t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/app/properties/${id}`,
        headers: host.auth,
        payload: { title: 'Mine' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/app/properties/${id}`, headers: host.auth }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const list = await t.app.inject({ url: '/api/app/properties?limit=100', headers: host.auth });
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    const still = await t.app.inject({ url: `/api/app/properties/${id}`, headers: other.auth });
    expect(still.json().title).toBe('Not yours');
  });

  it('deletes a property', async () => {
    const { id } = (await create(host, { propertyType: 'single' })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/properties/${id}`,
      headers: host.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth })).statusCode).toBe(
      404,
    );
  });

  it('rejects a malformed id with a 400 naming it', async () => {
    const res = await t.app.inject({ url: '/api/app/properties/not-a-uuid', headers: host.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams[0].name).toBe('id');
  });
});
