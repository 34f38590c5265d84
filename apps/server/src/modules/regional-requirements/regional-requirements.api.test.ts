import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, createProperty, saveLocation } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { oibCheckDigitValid } from '../units/rules/regional-rules.ts';

describe('regional requirements API', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  async function unitIn(location: object) {
    const { id, unitId } = await createProperty(t, host);
    await saveLocation(t, host, id, location, 'draft');
    return unitId;
  }
  const url = (id: string) => `/api/app/property-unit/${id}/regional-requirements`;
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: url(id), headers: host.auth, payload });

  it('tells what the unit’s country asks', async () => {
    const hr = await unitIn(ADDRESS.HR);
    const res = await t.app.inject({ url: `${url(hr)}/configuration`, headers: host.auth });
    expect(res.json()).toMatchObject({
      countryCode: 'HR',
      required: true,
      fields: [
        { name: 'registrationNumber', required: true, example: 'UP/I-335-02/23-01/0123' },
        { name: 'nationalIdentificationCode', required: true, example: '69435151530' },
      ],
    });
    const de = await unitIn(ADDRESS.DE);
    const none = await t.app.inject({ url: `${url(de)}/configuration`, headers: host.auth });
    expect(none.json()).toEqual({ countryCode: 'DE', required: false, fields: [] });
  });

  const CASES: [string, string[], string[]][] = [
    [
      'FR',
      ['7510712345678', '75107 1234 5678', '2A00412345678'],
      ['751071234567', 'AB10712345678', '75107123456789'],
    ],
    [
      'ES',
      ['VT-123456-A', 'VFT/MA/12345', 'HUTB-012345', 'ESFCTU00000430240001099000000000000000VUT/PM/12345'],
      ['123456', 'XX-1'],
    ],
    ['IT', ['IT015146C2DVBDCZ7Q', 'it092009c2gq3iov4z'], ['IT01514C2DVBDCZ7Q', '015146C2DVBDCZ7QXX']],
    ['PT', ['12345/AL', '1/AL'], ['12345', 'AL/12345', '12345/ AL']],
    ['HR', ['UP/I-335-02/23-01/0123'], ['335-02/23-01/0123', 'UP/I-335-02']],
  ];
  for (const [country, good, bad] of CASES) {
    it(`checks the ${country} registration number format`, async () => {
      const unitId = await unitIn({ countryCode: country, city: 'X' });
      for (const value of bad) {
        const res = await patch(unitId, { registrationNumber: value });
        expect(res.statusCode, value).toBe(400);
        expect(res.json().invalidParams, value).toEqual([
          { name: 'registrationNumber', reason: expect.stringContaining('Example') },
        ]);
      }
      for (const value of good) {
        const res = await patch(unitId, { registrationNumber: value });
        expect(res.statusCode, value).toBe(200);
      }
    });
  }

  it('stores normalised values (trimmed, upper case, French without spaces)', async () => {
    const fr = await unitIn(ADDRESS.FR);
    expect((await patch(fr, { registrationNumber: ' 75107 1234 5678 ' })).json().registrationNumber).toBe(
      '7510712345678',
    );
    const it_ = await unitIn({ countryCode: 'IT', city: 'Milano' });
    expect((await patch(it_, { registrationNumber: 'it015146c2dvbdcz7q' })).json().registrationNumber).toBe(
      'IT015146C2DVBDCZ7Q',
    );
    const got = await t.app.inject({ url: url(fr), headers: host.auth });
    expect(got.json()).toEqual({ registrationNumber: '7510712345678', nationalIdentificationCode: null });
    expect((await patch(fr, { registrationNumber: null })).json().registrationNumber).toBeNull();
  });

  it('checks the Croatian OIB check digit (ISO 7064 MOD 11,10)', async () => {
    expect(oibCheckDigitValid('69435151530')).toBe(true);
    expect(oibCheckDigitValid('12345678903')).toBe(true);
    expect(oibCheckDigitValid('69435151531')).toBe(false);
    const hr = await unitIn(ADDRESS.HR);
    const wrong = await patch(hr, { nationalIdentificationCode: '69435151531' });
    expect(wrong.json().invalidParams).toEqual([
      { name: 'nationalIdentificationCode', reason: expect.stringContaining('check digit') },
    ]);
    const short = await patch(hr, { nationalIdentificationCode: '6943515153', registrationNumber: 'nope' });
    expect(short.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'registrationNumber',
      'nationalIdentificationCode',
    ]);
    expect((await patch(hr, { nationalIdentificationCode: '69435151530' })).statusCode).toBe(200);
  });

  it('a saved valid value leaves the invalid fields; other flags stay', async () => {
    const hr = await unitIn(ADDRESS.HR);
    await t.database.query(
      `update units set invalid_fields = '{title,nationalIdentificationCode,registrationNumber}' where id = $1`,
      [hr],
    );
    await patch(hr, { nationalIdentificationCode: '69435151530' });
    const unit = await t.app.inject({ url: `/api/app/property-unit/${hr}`, headers: host.auth });
    expect(unit.json().invalidFields).toEqual(['registrationNumber', 'title']);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(hr),
      headers: host.auth,
      payload: { other: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
