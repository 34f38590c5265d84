import { PHOTOS_CONSTRAINTS } from '@host-portal/contracts/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  createProperty,
  createStaff,
  readyUnit,
  saveLocation,
  unitIn,
} from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('unit lifecycle: publish gate, review, unpublish, delete', () => {
  let t: TestApp;
  let host: TestHost;
  let staff: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    staff = await createStaff(t);
  });
  afterAll(() => t.close());

  const act = (id: string, action: 'publish' | 'unpublish', who = host) =>
    t.app.inject({ method: 'PATCH', url: `/api/app/property-unit/${id}/${action}`, headers: who.auth });
  const review = (id: string, verb: 'approve' | 'reject', payload?: object, who = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/units/${id}/${verb}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  const get = (id: string) => t.app.inject({ url: `/api/app/property-unit/${id}`, headers: host.auth });

  it('ends the onboarding of a host whose first unit is sent to review, and only then', async () => {
    const newcomer = await t.createHost();
    const onboarding = async () =>
      (await t.app.inject({ url: '/api/app/user/info', headers: newcomer.auth })).json().onboardingStatus;
    const { unitId } = await readyUnit(t, newcomer);
    expect(await onboarding()).toBe('in_progress');
    // a refused publish changes nothing
    await t.database.query('update units set title = null where id = $1', [unitId]);
    expect((await act(unitId, 'publish', newcomer)).statusCode).toBe(400);
    expect(await onboarding()).toBe('in_progress');
    await t.database.query("update units set title = 'Sea-view flat' where id = $1", [unitId]);
    expect((await act(unitId, 'publish', newcomer)).statusCode).toBe(200);
    expect(await onboarding()).toBe('finished');
    // another host's onboarding is their own
    expect(
      (await t.app.inject({ url: '/api/app/user/info', headers: host.auth })).json().onboardingStatus,
    ).toBe('in_progress');
  });

  it('refuses to publish an empty unit and names every missing field', async () => {
    const { unitId } = await createProperty(t, host);
    const res = await act(unitId, 'publish');
    expect(res.statusCode).toBe(400);
    const names = res.json().invalidParams.map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'title',
      'description',
      'accommodationType',
      'guests',
      'rooms',
      'priceAndAvailability',
      'bookingType',
      'cancellationPolicy',
      'location',
      'photos',
    ]);
    expect((await get(unitId)).json().state).toBe('IN_PROGRESS');
  });

  it('asks for the configured minimum of photos, with how many there are', async () => {
    const { unitId } = await readyUnit(t, host);
    await t.database.query('delete from unit_photos where unit_id = $1 and position >= $2', [
      unitId,
      PHOTOS_CONSTRAINTS.minCount - 1,
    ]);
    const res = await act(unitId, 'publish');
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([
      {
        name: 'photos',
        reason: `Add at least ${PHOTOS_CONSTRAINTS.minCount} photos before publishing (${PHOTOS_CONSTRAINTS.minCount - 1} so far)`,
      },
    ]);
  });

  it('asks for the address fields and the regional number of the country', async () => {
    const { propertyId, unitId } = await readyUnit(t, host);
    await saveLocation(t, host, propertyId, { countryCode: 'FR', city: 'Nice' }, 'draft');
    await t.database.query('update units set registration_number = null where id = $1', [unitId]);
    const res = await act(unitId, 'publish');
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'location.street',
      'location.houseNumberOrName',
      'registrationNumber',
    ]);
    // a country without regional rules needs none
    await saveLocation(t, host, propertyId, ADDRESS.DE);
    expect((await act(unitId, 'publish')).statusCode).toBe(200);
  });

  it('sends a published unit back to review when its title or description changes (ADR 0008)', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED', { staff });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/app/property-unit/${unitId}`, headers: host.auth, payload });

    // the price and the same title again are not reviewed: the unit stays live
    const price = (await get(unitId)).json().priceAndAvailability;
    expect((await patch({ priceAndAvailability: { ...price, nightlyPrice: 9900 } })).statusCode).toBe(200);
    expect((await patch({ title: (await get(unitId)).json().title })).statusCode).toBe(200);
    expect((await get(unitId)).json()).toMatchObject({ state: 'PUBLISHED', links: [{ channel: 'portal' }] });

    const edited = await patch({ title: 'Brand new name guests have not seen' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Brand new name guests have not seen',
      state: 'UNDER_REVIEW',
      links: [],
    });
    const queue = await t.app.inject({ url: '/api/staff/units', headers: staff.auth });
    expect(queue.json().items).toContainEqual(expect.objectContaining({ id: unitId }));
    expect((await review(unitId, 'approve')).json()).toMatchObject({ state: 'PUBLISHED' });

    // offline: the approval goes, so the next publish asks staff again
    await act(unitId, 'unpublish');
    await patch({
      description: 'A different description that staff have not read yet, long enough to pass.',
    });
    expect((await act(unitId, 'publish')).json()).toMatchObject({ state: 'UNDER_REVIEW' });
  });

  it('walks IN_PROGRESS → UNDER_REVIEW → PUBLISHED (links) → UNPUBLISHED → PUBLISHED without review', async () => {
    const { unitId } = await readyUnit(t, host);
    const published = await act(unitId, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      state: 'UNDER_REVIEW',
      availableActions: ['delete'],
      links: [],
    });
    expect((await act(unitId, 'publish')).statusCode).toBe(409);
    expect((await act(unitId, 'unpublish')).statusCode).toBe(409);

    const queue = await t.app.inject({ url: '/api/staff/units', headers: staff.auth });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: unitId, hostEmail: host.email, submittedAt: expect.any(String) }),
    );

    const approved = await review(unitId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'PUBLISHED',
      availableActions: ['unpublish', 'delete'],
      links: [{ channel: 'portal', url: `http://localhost:8080/stay/${unitId}` }],
    });
    expect((await review(unitId, 'approve')).statusCode).toBe(409);
    expect((await act(unitId, 'publish')).statusCode).toBe(409);

    const off = await act(unitId, 'unpublish');
    expect(off.json()).toMatchObject({
      state: 'UNPUBLISHED',
      links: [],
      availableActions: ['publish', 'delete'],
    });
    const back = await act(unitId, 'publish');
    expect(back.json()).toMatchObject({ state: 'PUBLISHED', links: [{ channel: 'portal' }] });

    const property = await t.app.inject({
      url: `/api/app/properties/${published.json().propertyId}`,
      headers: host.auth,
    });
    expect(property.json()).toMatchObject({ state: 'PUBLISHED', unitSummary: { published: 1 } });
  });

  it('an UNPUBLISHED unit never approved goes to review again', async () => {
    const { unitId } = await readyUnit(t, host);
    await t.database.query(`update units set state = 'UNPUBLISHED' where id = $1`, [unitId]);
    expect((await act(unitId, 'publish')).json().state).toBe('UNDER_REVIEW');
  });

  it('staff reject with invalid fields: action needed; fixing a field clears it; registrationNumber blocks publishing', async () => {
    const { unitId } = await unitIn(t, host, 'UNDER_REVIEW');
    const bad = await review(unitId, 'reject', { invalidFields: [], message: '' });
    expect(bad.statusCode).toBe(400);
    const rejected = await review(unitId, 'reject', {
      invalidFields: ['title', 'nationalIdentificationCode', 'registrationNumber'],
      message: 'The registration number belongs to another flat; the title shouts.',
    });
    expect(rejected.json()).toMatchObject({
      state: 'REJECTED_BY_STAFF',
      invalidFields: ['registrationNumber', 'nationalIdentificationCode', 'title'],
      rejectionMessage: expect.stringContaining('registration number'),
      availableActions: ['delete'],
    });
    const blocked = await act(unitId, 'publish');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().invalidParams).toEqual([
      { name: 'registrationNumber', reason: expect.any(String) },
    ]);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
      payload: { title: 'Quiet flat near the sea' },
    });
    expect(edited.json().invalidFields).toEqual(['registrationNumber', 'nationalIdentificationCode']);
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}/regional-requirements`,
      headers: host.auth,
      payload: { registrationNumber: '06088 12345678' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await get(unitId)).json()).toMatchObject({
      invalidFields: ['nationalIdentificationCode'],
      availableActions: ['publish', 'delete'],
    });
    const again = await act(unitId, 'publish');
    expect(again.json()).toMatchObject({ state: 'UNDER_REVIEW', rejectionMessage: null });
  });

  it('deletes from every live state, and a deleted unit is gone', async () => {
    for (const state of [
      'IN_PROGRESS',
      'UNDER_REVIEW',
      'REJECTED_BY_STAFF',
      'PUBLISHED',
      'UNPUBLISHED',
      'APPROVED',
    ]) {
      const { unitId } = await createProperty(t, host);
      await t.database.query('update units set state = $2 where id = $1', [unitId, state]);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/app/property-unit/${unitId}`,
        headers: host.auth,
      });
      expect(del.statusCode, state).toBe(204);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/app/property-unit/${unitId}`,
        headers: host.auth,
      });
      expect(again.statusCode, state).toBe(404);
    }
  });

  it('staff routes answer 404 to hosts (not 403), 401 without a token, and list by state', async () => {
    const { unitId } = await readyUnit(t, host);
    await act(unitId, 'publish');
    const calls = [
      t.app.inject({ url: '/api/staff/units', headers: host.auth }),
      review(unitId, 'approve', undefined, host),
      review(unitId, 'reject', { invalidFields: ['title'], message: 'x' }, host),
      review(unitId, 'reject', { nonsense: true }, host),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route_not_found');
    }
    expect((await t.app.inject({ url: '/api/staff/units' })).statusCode).toBe(401);
    expect((await get(unitId)).json().state).toBe('UNDER_REVIEW');
    const published = await t.app.inject({ url: '/api/staff/units?state=PUBLISHED', headers: staff.auth });
    expect(published.json().items.every((u: { state: string }) => u.state === 'PUBLISHED')).toBe(true);
    const missing = await review('00000000-0000-4000-8000-000000000000', 'approve');
    expect(missing.statusCode).toBe(404);
  });
});
