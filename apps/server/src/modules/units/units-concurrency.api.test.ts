import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** Concurrent calls on one host's units serialize: no deadlock, no answer with another call's values. */
describe('units under concurrency', () => {
  let t: TestApp;
  let host: TestHost;
  let unitIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    const { id: propertyId, unitId } = await createProperty(t, host, 'multi');
    unitIds = [unitId];
    for (let i = 0; i < 24; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/app/properties/${propertyId}/units`,
        headers: host.auth,
      });
      unitIds.push(res.json().id);
    }
  });
  afterAll(() => t?.close());

  it('runs 10 concurrent booking-preference switches without a deadlock', async () => {
    for (let round = 0; round < 3; round++) await switchConcurrently();
  });

  async function switchConcurrently() {
    const types = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'onLine' : 'onRequest'));
    const results = await Promise.all(
      types.map((bookingType) =>
        t.app.inject({
          method: 'POST',
          url: '/api/app/property-units/change-booking-preference',
          headers: host.auth,
          payload: { bookingType },
        }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    const units = await t.database.query<{ booking_type: string }>(
      'select distinct booking_type from units where host_id = $1',
      [host.id],
    );
    // every unit got the same value: the last switch applied to all of them
    expect(units).toHaveLength(1);
  }

  it('answers each of 10 concurrent PATCHes of one unit with the values it wrote', async () => {
    const unitId = unitIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/app/property-unit/${unitId}`,
          headers: host.auth,
          payload: { title: `Concurrent title number ${i}`, guests: i + 1 },
        }),
      ),
    );
    results.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: `Concurrent title number ${i}`, guests: i + 1 });
    });
  });
});
