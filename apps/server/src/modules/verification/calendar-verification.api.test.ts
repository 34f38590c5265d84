import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('calendar (listing) verification API', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  const url = (id: string) => `/api/app/property-unit/${id}/verify-calendar/airbnb/data`;
  const submit = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: url(id), headers: host.auth, payload });
  const steps = async (id: string) =>
    (await t.app.inject({ url: `/api/app/property-unit/${id}/listing-progress`, headers: host.auth })).json()
      .steps;

  it('serves the platforms with their listing-link shape', async () => {
    const res = await t.app.inject({
      url: '/api/app/property-unit/verify-calendar/configuration',
      headers: host.auth,
    });
    expect(res.json().platforms).toEqual([expect.objectContaining({ key: 'airbnb', label: 'Airbnb' })]);
  });

  it('not listed elsewhere → validated; the verification steps count as done', async () => {
    const { unitId } = await createProperty(t, host);
    expect((await t.app.inject({ url: url(unitId), headers: host.auth })).json()).toEqual({
      status: 'not_started',
      isListed: null,
      listingUrl: null,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/app/property-unit/${unitId}/listing-progress`,
      headers: host.auth,
      payload: { steps: ['property'] },
    });
    const res = await submit(unitId, { isListed: false, listingUrl: 'https://www.airbnb.com/rooms/1234' });
    expect(res.json()).toEqual({ status: 'validated', isListed: false, listingUrl: null });
    expect(await steps(unitId)).toEqual(['property', 'listing-verification', 'listing-verification/status']);
  });

  it('listed with a listing link → verified; a missing or foreign link is a field error', async () => {
    const { unitId } = await createProperty(t, host);
    const missing = await submit(unitId, { isListed: true });
    expect(missing.json().invalidParams).toEqual([{ name: 'listingUrl', reason: expect.any(String) }]);
    const foreign = await submit(unitId, { isListed: true, listingUrl: 'https://example.com/rooms/123456' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().invalidParams[0].name).toBe('listingUrl');
    const notUrl = await submit(unitId, { isListed: true, listingUrl: 'airbnb rooms 5' });
    expect(notUrl.statusCode).toBe(400);
    expect(await steps(unitId)).toEqual([]);
    const ok = await submit(unitId, {
      isListed: true,
      listingUrl: 'https://www.airbnb.fr/rooms/53912345?guests=2',
    });
    expect(ok.json()).toMatchObject({ status: 'verified', isListed: true });
    expect(await steps(unitId)).toContain('listing-verification');
  });

  it('the verify call re-checks stored verifications and reports changes', async () => {
    const { unitId } = await createProperty(t, host);
    await submit(unitId, { isListed: true, listingUrl: 'https://www.airbnb.com/rooms/777777' });
    const verify = (q = '') =>
      t.app.inject({ url: `/api/app/property-unit/verify-calendar/airbnb/verify${q}`, headers: host.auth });
    expect((await verify(`?unitId=${unitId}`)).json().items).toEqual([
      { unitId, platform: 'airbnb', status: 'verified', changed: false },
    ]);
    // a link stored before the check got stricter no longer verifies
    await t.database.query(
      `update calendar_verifications set listing_url = 'https://airbnb.com/users/1' where unit_id = $1`,
      [unitId],
    );
    expect((await verify(`?unitId=${unitId}`)).json().items[0]).toMatchObject({
      status: 'failed',
      changed: true,
    });
    expect((await t.app.inject({ url: url(unitId), headers: host.auth })).json().status).toBe('failed');
    expect((await verify()).json().items.length).toBeGreaterThanOrEqual(1);
  });
});
