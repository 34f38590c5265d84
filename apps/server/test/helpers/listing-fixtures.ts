import type { TestApp, TestHost } from './test-app.ts';

/** Every field the publish gate asks for (000 sections 3 and 5). */
export const FULL_UNIT = {
  title: 'Sea-view flat with terrace',
  description: 'Two bedrooms, a terrace facing the sea and a five-minute walk to the beach.',
  accommodationType: 'apartment',
  guests: 4,
  rooms: [
    { type: 'bedroom', size: 14.5, beds: [{ type: 'double', count: 1 }] },
    { type: 'bedroom', size: 11, beds: [{ type: 'single', count: 2 }] },
    { type: 'bath_room', size: 5, beds: [] },
  ],
  propertySize: 72.456,
  amenities: ['wifi', 'air_conditioning', 'sea_view'],
  priceAndAvailability: {
    currency: 'EUR',
    nightlyPrice: 12_000,
    minimumStay: 2,
    maximumStay: 28,
    minimumNotice: 1,
    losDiscounts: [{ minNights: 7, percent: 10 }],
    seasons: [
      { name: 'Summer', dateFrom: '2027-07-01', dateTo: '2027-09-01', nightlyPrice: 18_000, minimumStay: 7 },
    ],
  },
  bookingType: 'onLine',
  cancellationPolicy: { type: 'moderate' },
};

export const ADDRESS = {
  FR: {
    countryCode: 'FR',
    city: 'Nice',
    street: 'Promenade des Anglais',
    houseNumberOrName: '12',
    postalCode: '06000',
  },
  DE: {
    countryCode: 'DE',
    city: 'Sylt',
    street: 'Strandstraße',
    houseNumberOrName: '3',
    postalCode: '25980',
  },
  HR: { countryCode: 'HR', city: 'Split', street: 'Obala', houseNumberOrName: '5' },
} as const;

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
    payload: { registrationNumber: '7510712345678' },
  });
  await addPhoto(t, host.id, unitId);
  return { propertyId, unitId };
}

export async function createStaff(t: TestApp) {
  const staff = await t.createHost({ firstName: 'Stella' });
  await t.database.query(`update users set role = 'staff' where id = $1`, [staff.id]);
  return staff;
}
