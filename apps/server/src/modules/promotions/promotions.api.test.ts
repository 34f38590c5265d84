import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('promotions API', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  const set = (unitId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unitId}/promotion`,
      headers: host.auth,
      payload,
    });

  it('offers the first-bookings discount, 10 % by default', async () => {
    const { unitId } = await createProperty(t, host);
    const conf = await t.app.inject({
      url: `/api/app/property-unit/${unitId}/promotions/configuration`,
      headers: host.auth,
    });
    expect(conf.json().types).toEqual([
      expect.objectContaining({ type: 'first_bookings_discount', defaultDiscount: 10, bookings: 3 }),
    ]);
    const list = await t.app.inject({
      url: `/api/app/property-unit/${unitId}/promotions`,
      headers: host.auth,
    });
    expect(list.json()).toEqual({
      items: [{ type: 'first_bookings_discount', state: 'INACTIVE', data: { discount: 10 } }],
    });
  });

  it('switches it on with a discount, off keeping the discount, and validates', async () => {
    const { unitId } = await createProperty(t, host);
    const on = await set(unitId, {
      type: 'first_bookings_discount',
      state: 'ACTIVE',
      data: { discount: 20 },
    });
    expect(on.json()).toEqual({ type: 'first_bookings_discount', state: 'ACTIVE', data: { discount: 20 } });
    const off = await set(unitId, { type: 'first_bookings_discount', state: 'INACTIVE' });
    expect(off.json().data.discount).toBe(20);
    const list = await t.app.inject({
      url: `/api/app/property-unit/${unitId}/promotions`,
      headers: host.auth,
    });
    expect(list.json().items[0]).toMatchObject({ state: 'INACTIVE', data: { discount: 20 } });
    const fresh = (await createProperty(t, host)).unitId;
    expect(
      (await set(fresh, { type: 'first_bookings_discount', state: 'ACTIVE' })).json().data.discount,
    ).toBe(10);
    for (const bad of [
      { type: 'black_friday', state: 'ACTIVE' },
      { type: 'first_bookings_discount', state: 'ON' },
      { type: 'first_bookings_discount', state: 'ACTIVE', data: { discount: 90 } },
    ]) {
      expect((await set(unitId, bad)).statusCode).toBe(400);
    }
  });
});
