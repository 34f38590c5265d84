import { ADDRESS, FULL_UNIT, REGISTRATION_NUMBER } from './listing-data.ts';
import type { TestApp, TestHost } from './test-app.ts';

export { ADDRESS, FULL_UNIT, REGISTRATION_NUMBER };

export async function createProperty(
  t: TestApp,
  host: TestHost,
  propertyType: 'single' | 'multi' = 'single',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/properties',
    headers: host.auth,
    payload: { propertyType, title: 'Test property' },
  });
  return res.json() as { id: string; unitId: string };
}

/** Adds `count` photos (the publish gate asks for PHOTOS_CONSTRAINTS.minCount). */
export async function addPhoto(t: TestApp, hostId: string, unitId: string, count = 3) {
  for (let position = 0; position < count; position++) {
    await t.database.query(
      `insert into unit_photos (unit_id, host_id, position, storage_key, width, height)
       values ($1, $2, $3, 'photos/test', 2048, 1365)`,
      [unitId, hostId, position],
    );
  }
}

export function saveLocation(
  t: TestApp,
  host: TestHost,
  propertyId: string,
  location: object,
  action = 'save',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/app/properties/${propertyId}/location/${action}`,
    headers: host.auth,
    payload: { location },
  });
}

/** A unit that passes the publish gate (France: with a registration number). */
export async function readyUnit(t: TestApp, host: TestHost, propertyType: 'single' | 'multi' = 'single') {
  const { id: propertyId, unitId } = await createProperty(t, host, propertyType);
  await saveLocation(t, host, propertyId, ADDRESS.FR);
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: FULL_UNIT,
  });
  if (patch.statusCode !== 200) throw new Error(`patch failed: ${patch.body}`);
  await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}/regional-requirements`,
    headers: host.auth,
    payload: { registrationNumber: REGISTRATION_NUMBER.FR },
  });
  await addPhoto(t, host.id, unitId);
  return { propertyId, unitId };
}

export async function createStaff(t: TestApp) {
  const staff = await t.createHost({ firstName: 'Stella' });
  await t.database.query(`update users set role = 'staff' where id = $1`, [staff.id]);
  return staff;
}

export type UnitState = 'IN_PROGRESS' | 'UNDER_REVIEW' | 'PUBLISHED' | 'UNPUBLISHED';

/**
 * A ready unit taken to `state` through the API: the host publishes (to review), staff approve
 * (published), the host unpublishes. Each step must succeed, so a broken step fails here, by name.
 */
export async function unitIn(
  t: TestApp,
  host: TestHost,
  state: UnitState,
  opts: { staff?: TestHost; propertyType?: 'single' | 'multi' } = {},
) {
  const unit = await readyUnit(t, host, opts.propertyType);
  if (state === 'IN_PROGRESS') return unit;
  const step = async (method: 'PATCH' | 'POST', url: string, who: TestHost, expected: UnitState) => {
    const res = await t.app.inject({ method, url, headers: who.auth });
    if (res.json().state !== expected) throw new Error(`${url} did not reach ${expected}: ${res.body}`);
  };
  await step('PATCH', `/api/app/property-unit/${unit.unitId}/publish`, host, 'UNDER_REVIEW');
  if (state === 'UNDER_REVIEW') return unit;
  const staff = opts.staff ?? (await createStaff(t));
  await step('POST', `/api/staff/units/${unit.unitId}/approve`, staff, 'PUBLISHED');
  if (state === 'PUBLISHED') return unit;
  await step('PATCH', `/api/app/property-unit/${unit.unitId}/unpublish`, host, 'UNPUBLISHED');
  return unit;
}
