import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, FULL_UNIT } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('units API', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/app/property-unit/${id}`, headers: host.auth, payload });
  const addUnit = (propertyId: string) =>
    t.app.inject({ method: 'POST', url: `/api/app/properties/${propertyId}/units`, headers: host.auth });

  it('adds IN_PROGRESS units to a multi-unit property; the property lists them', async () => {
    const { id, unitId } = await createProperty(t, host, 'multi');
    const res = await addUnit(id);
    expect(res.statusCode).toBe(201);
    const unit = await t.app.inject({ url: `/api/app/property-unit/${res.json().id}`, headers: host.auth });
    expect(unit.json()).toMatchObject({
      propertyId: id,
      propertyType: 'multi',
      state: 'IN_PROGRESS',
      availableActions: ['publish', 'delete'],
      links: [],
      invalidFields: [],
      rooms: [],
      bedroomCount: 0,
      propertySizeMeasurementUnit: 'metric',
      calendarAvailability: { status: 'AVAILABLE' },
    });
    const property = await t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth });
    expect(property.json().unitIds).toEqual([unitId, res.json().id]);
  });

  it('keeps a single-unit property to one live unit (409 with a clear message)', async () => {
    const { id, unitId } = await createProperty(t, host, 'single');
    const res = await addUnit(id);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('single-unit') });
    // once the unit is deleted a new one may take its place
    await t.app.inject({ method: 'DELETE', url: `/api/app/property-unit/${unitId}`, headers: host.auth });
    expect((await addUnit(id)).statusCode).toBe(201);
  });

  it('lists live units paginated, searches titles (500 ms debounce is the client’s), hides deleted ones', async () => {
    const { id, unitId } = await createProperty(t, host, 'multi');
    await patch(unitId, { title: 'Garden Studio' });
    const ids = [unitId];
    for (const title of ['Loft A', 'Loft B', 'Penthouse']) {
      const u = (await addUnit(id)).json().id;
      await patch(u, { title });
      ids.push(u);
    }
    const page = await t.app.inject({
      url: `/api/app/properties/${id}/units?page=2&limit=3`,
      headers: host.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().pagination).toEqual({ current: 2, limit: 3, total: 4, pages: 2 });
    expect(page.json().items.map((i: { title: string }) => i.title)).toEqual(['Penthouse']);
    const search = await t.app.inject({
      url: `/api/app/properties/${id}/units?criteria[search]=${encodeURIComponent(' loft ')}`,
      headers: host.auth,
    });
    expect(search.json().items.map((i: { title: string }) => i.title)).toEqual(['Loft A', 'Loft B']);
    // past the last page of a search: no items, the real total
    const past = await t.app.inject({
      url: `/api/app/properties/${id}/units?page=3&limit=1&criteria[search]=loft`,
      headers: host.auth,
    });
    expect(past.json()).toMatchObject({ items: [], pagination: { current: 3, total: 2, pages: 2 } });
    // LIKE metacharacters are literal
    const literal = await t.app.inject({
      url: `/api/app/properties/${id}/units?criteria[search]=${encodeURIComponent('%')}`,
      headers: host.auth,
    });
    expect(literal.json()).toMatchObject({ items: [], pagination: { total: 0 } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/property-unit/${ids[1]}`,
      headers: host.auth,
    });
    expect(del.statusCode).toBe(204);
    const after = await t.app.inject({ url: `/api/app/properties/${id}/units`, headers: host.auth });
    expect(after.json().items.map((i: { id: string }) => i.id)).not.toContain(ids[1]);
    expect(
      (await t.app.inject({ url: `/api/app/property-unit/${ids[1]}`, headers: host.auth })).statusCode,
    ).toBe(404);
    const [row] = await t.database.query<{ state: string; deleted_at: Date | null }>(
      'select state, deleted_at from units where id = $1',
      [ids[1]],
    );
    expect(row).toMatchObject({ state: 'DELETED', deleted_at: expect.anything() });
    const property = await t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth });
    expect(property.json().unitSummary.total).toBe(3);
  });

  it('edits every unit field; size stored at 2 decimals; bedrooms counted from rooms', async () => {
    const { unitId } = await createProperty(t, host);
    const res = await patch(unitId, FULL_UNIT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...FULL_UNIT,
      propertySize: 72.46,
      bedroomCount: 2,
      cancellationPolicy: { type: 'moderate' },
    });
    const imperial = await patch(unitId, { propertySizeMeasurementUnit: 'imperial' });
    expect(imperial.json()).toMatchObject({ propertySizeMeasurementUnit: 'imperial', propertySize: 72.46 });
    expect((await patch(unitId, {})).statusCode).toBe(400);
    expect((await patch(unitId, { state: 'PUBLISHED' })).statusCode).toBe(400);
  });

  it('sets the calendar availability status', async () => {
    const { unitId } = await createProperty(t, host);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unitId}/calendar-action`,
      headers: host.auth,
      payload: { status: 'PAUSED' },
    });
    expect(res.json()).toEqual({ status: 'PAUSED' });
    const unit = await t.app.inject({ url: `/api/app/property-unit/${unitId}`, headers: host.auth });
    expect(unit.json().calendarAvailability).toEqual({ status: 'PAUSED' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unitId}/calendar-action`,
      headers: host.auth,
      payload: { status: 'OPEN' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stores listing progress (deduplicated) and refuses bad step names', async () => {
    const { unitId } = await createProperty(t, host);
    const url = `/api/app/property-unit/${unitId}/listing-progress`;
    expect((await t.app.inject({ url, headers: host.auth })).json()).toEqual({ steps: [] });
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: host.auth,
      payload: { steps: ['property', 'location', 'location/address', 'location'] },
    });
    expect(put.json()).toEqual({ steps: ['property', 'location', 'location/address'] });
    expect((await t.app.inject({ url, headers: host.auth })).json().steps).toHaveLength(3);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: host.auth,
      payload: { steps: ['../x y'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('switches every live unit of the host to instant booking and marks the task done', async () => {
    const h = await t.createHost();
    const a = await createProperty(t, h, 'multi');
    const extra = (
      await t.app.inject({ method: 'POST', url: `/api/app/properties/${a.id}/units`, headers: h.auth })
    ).json().id;
    const b = await createProperty(t, h, 'single');
    await t.app.inject({ method: 'DELETE', url: `/api/app/property-unit/${extra}`, headers: h.auth });
    const other = await createProperty(t, host, 'single');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/property-units/change-booking-preference',
      headers: h.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const id of [a.unitId, b.unitId]) {
      const u = await t.app.inject({ url: `/api/app/property-unit/${id}`, headers: h.auth });
      expect(u.json().bookingType).toBe('onLine');
    }
    const mine = await t.database.query<{ status: string }>(
      `select status from user_tasks where user_id = $1 and task_type = 'bulk_switch_to_instant_booking'`,
      [h.id],
    );
    expect(mine).toEqual([{ status: 'done' }]);
    const untouched = await t.app.inject({
      url: `/api/app/property-unit/${other.unitId}`,
      headers: host.auth,
    });
    expect(untouched.json().bookingType).toBeNull();

    const keep = await t.app.inject({
      method: 'POST',
      url: '/api/app/property-units/change-booking-preference',
      headers: h.auth,
      payload: { bookingType: 'onRequest' },
    });
    expect(keep.json()).toEqual({ updated: 2 });
    const u = await t.app.inject({ url: `/api/app/property-unit/${b.unitId}`, headers: h.auth });
    expect(u.json().bookingType).toBe('onRequest');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/app/property-units/change-booking-preference',
      headers: h.auth,
      payload: { bookingType: 'always' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
