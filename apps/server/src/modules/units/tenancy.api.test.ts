import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, FULL_UNIT, readyUnit } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** DESIGN rule 6: another host's property or unit id is a 404 on every call, and nothing changes. */
describe('tenancy of every unit and property call', () => {
  let t: TestApp;
  let host: TestHost;
  let other: TestHost;
  let theirs: { propertyId: string; unitId: string };

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    other = await t.createHost();
    theirs = await readyUnit(t, other, 'multi');
  });
  afterAll(() => t.close());

  it('answers 404 to each call with someone else’s ids', async () => {
    const { propertyId: p, unitId: u } = theirs;
    const calls: [string, string, object?][] = [
      ['GET', `/api/app/properties/${p}`],
      ['PATCH', `/api/app/properties/${p}`, { title: 'Mine' }],
      ['DELETE', `/api/app/properties/${p}`],
      ['PUT', `/api/app/properties/${p}/location/save`, { location: ADDRESS.DE }],
      ['PUT', `/api/app/properties/${p}/location/draft`, { location: ADDRESS.DE }],
      ['PUT', `/api/app/properties/${p}/location`, { location: ADDRESS.DE }],
      ['GET', `/api/app/properties/${p}/units`],
      ['POST', `/api/app/properties/${p}/units`],
      ['GET', `/api/app/property-unit/${u}`],
      ['PATCH', `/api/app/property-unit/${u}`, { title: FULL_UNIT.title }],
      ['DELETE', `/api/app/property-unit/${u}`],
      ['PATCH', `/api/app/property-unit/${u}/publish`],
      ['PATCH', `/api/app/property-unit/${u}/unpublish`],
      ['POST', `/api/app/property-unit/${u}/calendar-action`, { status: 'BLOCKED' }],
      ['GET', `/api/app/property-unit/${u}/listing-progress`],
      ['PUT', `/api/app/property-unit/${u}/listing-progress`, { steps: ['property'] }],
      ['GET', `/api/app/property-unit/${u}/promotions/configuration`],
      ['GET', `/api/app/property-unit/${u}/promotions`],
      ['POST', `/api/app/property-unit/${u}/promotion`, { type: 'first_bookings_discount', state: 'ACTIVE' }],
      ['GET', `/api/app/property-unit/${u}/regional-requirements/configuration`],
      ['GET', `/api/app/property-unit/${u}/regional-requirements`],
      ['PATCH', `/api/app/property-unit/${u}/regional-requirements`, { registrationNumber: '7510712345678' }],
      ['GET', `/api/app/property-unit/${u}/verify-calendar/airbnb/data`],
      ['POST', `/api/app/property-unit/${u}/verify-calendar/airbnb/data`, { isListed: false }],
      ['GET', `/api/app/property-unit/verify-calendar/airbnb/verify?unitId=${u}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: host.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe('not_found');
    }
  });

  it('left the other host’s data untouched and out of the bulk switch', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/app/property-units/change-booking-preference',
      headers: host.auth,
      payload: { bookingType: 'onRequest' },
    });
    const unit = await t.app.inject({ url: `/api/app/property-unit/${theirs.unitId}`, headers: other.auth });
    expect(unit.json()).toMatchObject({
      state: 'IN_PROGRESS',
      title: FULL_UNIT.title,
      bookingType: 'onLine',
    });
    const progress = await t.app.inject({
      url: `/api/app/property-unit/${theirs.unitId}/listing-progress`,
      headers: other.auth,
    });
    expect(progress.json().steps).toEqual([]);
    const property = await t.app.inject({
      url: `/api/app/properties/${theirs.propertyId}`,
      headers: other.auth,
    });
    expect(property.json()).toMatchObject({
      title: 'Test property',
      location: { countryCode: 'FR' },
      unitIds: [theirs.unitId],
    });
    const verify = await t.app.inject({
      url: '/api/app/property-unit/verify-calendar/airbnb/verify',
      headers: host.auth,
    });
    expect(verify.json().items).toEqual([]);
  });
});
