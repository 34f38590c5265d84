import { PHOTOS_CONSTRAINTS } from '@host-portal/contracts/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, createProperty, saveLocation } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('listing: location, configuration, geocoding', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  const names = (res: { json(): { invalidParams?: { name: string }[] } }) =>
    (res.json().invalidParams ?? []).map((p) => p.name);

  it('saves a full address, cuts the state to 3 characters and returns it on the property', async () => {
    const { id } = await createProperty(t, host);
    const res = await saveLocation(t, host, id, {
      ...ADDRESS.FR,
      stateOrProvince: "Provence-Alpes-Côte d'Azur",
      latitude: 43.695,
      longitude: 7.265,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ countryCode: 'FR', countryName: 'France', stateOrProvince: 'Pro' });
    const property = await t.app.inject({ url: `/api/app/properties/${id}`, headers: host.auth });
    expect(property.json().location).toMatchObject({
      city: 'Nice',
      stateOrProvince: 'Pro',
      latitude: 43.695,
    });
    // the action defaults to save
    const plain = await t.app.inject({
      method: 'PUT',
      url: `/api/app/properties/${id}/location`,
      headers: host.auth,
      payload: { location: { countryCode: 'FR', city: 'Nice' } },
    });
    expect(plain.statusCode).toBe(400);
  });

  it('save checks the required address fields of the country; draft does not', async () => {
    const { id } = await createProperty(t, host);
    const cases: [object, string[]][] = [
      [{ countryCode: 'FR', city: '' }, ['location.city', 'location.street', 'location.houseNumberOrName']],
      [{ countryCode: 'DE', city: 'Sylt', street: 'Strandstraße' }, ['location.houseNumberOrName']],
      // GB: postcode instead of a house number; IE: country and town only
      [{ countryCode: 'GB', city: 'St Ives', street: 'The Warren' }, ['location.postalCode']],
      [{ countryCode: 'IE', city: 'Dingle' }, []],
      [
        { countryCode: 'US', city: 'Miami', street: 'Ocean Drive', houseNumberOrName: '1' },
        ['location.stateOrProvince', 'location.postalCode'],
      ],
    ];
    for (const [location, expected] of cases) {
      const res = await saveLocation(t, host, id, location);
      expect(names(res), JSON.stringify(location)).toEqual(expected);
      expect(res.statusCode).toBe(expected.length ? 400 : 200);
    }
    const gb = await saveLocation(t, host, id, {
      countryCode: 'GB',
      city: 'St Ives',
      street: 'The Warren',
      postalCode: 'TR26 2EA',
    });
    expect(gb.statusCode).toBe(200);
    const draft = await saveLocation(t, host, id, { countryCode: 'fr', city: 'Nice' }, 'draft');
    expect(draft.statusCode).toBe(200);
    expect(draft.json().countryCode).toBe('FR');
    const bad = await saveLocation(
      t,
      host,
      id,
      { countryCode: 'France', city: 'Nice', latitude: 91 },
      'draft',
    );
    expect(names(bad).sort()).toEqual(['location.countryCode', 'location.latitude']);
    const action = await saveLocation(t, host, id, ADDRESS.FR, 'publish');
    expect(action.statusCode).toBe(400);
  });

  it('saving the address clears `location` from the invalid fields of the units', async () => {
    const { id, unitId } = await createProperty(t, host);
    await t.database.query(`update units set invalid_fields = '{location,title}' where id = $1`, [unitId]);
    await saveLocation(t, host, id, ADDRESS.FR);
    const unit = await t.app.inject({ url: `/api/app/property-unit/${unitId}`, headers: host.auth });
    expect(unit.json().invalidFields).toEqual(['title']);
  });

  it('serves the properties configuration with translated amenity labels, general group first', async () => {
    const res = await t.app.inject({ url: '/api/app/properties-configuration?hl=de-DE', headers: host.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.propertyUnit.photosConstraints).toEqual(PHOTOS_CONSTRAINTS);
    expect(body.propertyUnit.photosConstraints).toMatchObject({
      minWidth: 1024,
      minHeight: 683,
      maxCount: 40,
    });
    expect(body.propertyUnit.room.types).toEqual(['bedroom', 'living_room', 'bath_room', 'kitchen_room']);
    expect(body.propertyUnit.amenityGroups[0]).toMatchObject({ key: 'general', label: 'Allgemein' });
    expect(body.propertyUnit.amenityGroups[0].amenities[0]).toEqual({ key: 'wifi', label: 'WLAN' });
    expect(body.priceAndAvailabilitySettings).toMatchObject({
      priceMin: 1,
      priceMax: 1_000_000,
      minimumNoticeOptions: [0, 1, 2, 3, 7],
    });
    expect(body.property.addressForm.default.required).toEqual([
      'country',
      'city',
      'street',
      'houseNumberOrName',
    ]);
    expect(body.property.addressForm.byCountry.GB.required).not.toContain('houseNumberOrName');
    const en = await t.app.inject({ url: '/api/app/properties-configuration', headers: host.auth });
    expect(en.json().propertyUnit.amenityGroups[0].label).toBe('General');
  });

  it('finds places offline: accents folded, prefix first, country names in the asked language', async () => {
    const search = (q: string, hl = 'en_US') =>
      t.app.inject({
        url: `/api/app/geocoding/search?q=${encodeURIComponent(q)}&hl=${hl}`,
        headers: host.auth,
      });
    const malaga = (await search('malaga')).json().items;
    expect(malaga[0]).toMatchObject({
      city: 'Málaga',
      countryCode: 'ES',
      countryName: 'Spain',
      label: 'Málaga, Spain',
    });
    expect(malaga[0].latitude).toBeCloseTo(36.72, 1);
    const zurich = (await search('Zur', 'de_DE')).json().items;
    expect(zurich[0]).toMatchObject({ city: 'Zürich', countryName: 'Schweiz' });
    const croatia = (await search('croatia')).json().items;
    expect(croatia.length).toBe(10);
    expect(croatia.every((i: { countryCode: string }) => i.countryCode === 'HR')).toBe(true);
    expect((await search('xq')).json().items).toEqual([]);
    expect((await search('a')).statusCode).toBe(400);
  });
});
