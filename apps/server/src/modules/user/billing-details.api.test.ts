import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

const BASE = '/api/app/user/onboarding';
const address = {
  country: 'DE',
  city: 'Berlin',
  street: 'Torstraße',
  houseNumberOrName: '12',
  postalCode: '10119',
};

export const individual = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lovelace',
  email: 'ana@example.test',
  phoneNumber: '+49 30 1234567',
  address,
  sameAddress: true,
  taxIdentifications: [{ id: '12 345 678 901', countryIsoCode: 'DE' }],
  countryWithoutTaxId: false,
  vatId: null,
  userWithoutVatId: true,
  ...over,
});

const business = (over: Record<string, unknown> = {}) => ({
  legalBusinessName: 'Sunbay Rentals GmbH',
  accountEmail: 'office@sunbay.test',
  address,
  sameAddress: true,
  taxIdentifications: [{ id: '2181508150', countryIsoCode: 'DE' }],
  countryWithoutTaxId: false,
  vatId: 'DE 123 456 789',
  userWithoutVatId: false,
  euPermanentEstablishment: false,
  euMemberStates: [],
  shareholders: [{ firstName: 'Ida', lastName: 'Bauer', countryOfResidence: 'DE', percentage: 60 }],
  signatories: [{ firstName: 'Ida', lastName: 'Bauer', role: 'Managing director' }],
  ...over,
});

describe('billing details API (onboarding get/save IndividualDetails, BusinessDetails)', () => {
  let t: TestApp;
  let host: TestHost;
  let other: TestHost;
  let company: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost({ firstName: 'Ana' });
    other = await t.createHost({ firstName: 'Otto' });
    company = await t.createHost({ company: 'Sunbay Rentals GmbH' });
  });
  afterAll(() => t.close());

  const save = (who: TestHost, kind: 'Individual' | 'Business', payload: unknown, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/save${kind}Details`,
      headers: { ...who.auth, 'accept-language': lang },
      payload: payload as object,
    });
  const reasons = (res: { json: () => { invalidParams?: { name: string; reason: string }[] } }) =>
    Object.fromEntries((res.json().invalidParams ?? []).map((p) => [p.name, p.reason]));

  it('reads defaults from the profile before anything is saved, then what was saved', async () => {
    const before = await t.app.inject({ url: `${BASE}/getIndividualDetails`, headers: host.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      firstName: 'Ana',
      email: host.email,
      address: null,
      updatedAt: null,
    });

    const res = await save(host, 'Individual', individual({ address: { ...address, state: 'Berlin' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      address: { country: 'DE', city: 'Berlin', state: 'Ber', province: null },
      taxIdentifications: [{ id: '12 345 678 901', countryIsoCode: 'DE' }],
      taxId: '12 345 678 901',
      vatId: null,
      principalAddress: null,
    });
    const after = await t.app.inject({ url: `${BASE}/getIndividualDetails`, headers: host.auth });
    expect(after.json().address.state).toBe('Ber');
    expect(after.json().updatedAt).not.toBeNull();
  });

  it("keeps each host's details to themselves", async () => {
    const res = await t.app.inject({ url: `${BASE}/getIndividualDetails`, headers: other.auth });
    expect(res.json()).toMatchObject({ firstName: 'Otto', address: null, taxIdentifications: [] });
    expect((await t.app.inject({ url: `${BASE}/getIndividualDetails` })).statusCode).toBe(401);
  });

  it('answers the other account type’s calls with 404 to read and 409 to save', async () => {
    expect((await t.app.inject({ url: `${BASE}/getBusinessDetails`, headers: host.auth })).statusCode).toBe(
      404,
    );
    expect((await save(host, 'Business', business())).statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: `${BASE}/getIndividualDetails`, headers: company.auth })).statusCode,
    ).toBe(404);
    expect((await save(company, 'Individual', individual())).statusCode).toBe(409);
  });

  it('requires the address fields of 001 section 5', async () => {
    const res = await save(
      host,
      'Individual',
      individual({ address: { country: 'DE', city: ' ', street: '' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(reasons(res))).toEqual(
      expect.arrayContaining(['address.city', 'address.street', 'address.houseNumberOrName']),
    );
    expect(reasons(res)['address.city']).toBe('This field is required.');
  });

  it('treats a phone number without digits as empty and refuses a malformed one', async () => {
    const empty = await save(host, 'Individual', individual({ phoneNumber: ' -- ' }));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().phoneNumber).toBeNull();
    const bad = await save(host, 'Individual', individual({ phoneNumber: '12ab' }));
    expect(bad.statusCode).toBe(400);
    expect(reasons(bad).phoneNumber).toMatch(/phone number/i);
  });

  it('needs a billing address unless it is the same address', async () => {
    const res = await save(host, 'Individual', individual({ sameAddress: false, principalAddress: null }));
    expect(Object.keys(reasons(res))).toEqual(['principalAddress']);
    const partial = await save(
      host,
      'Individual',
      individual({ sameAddress: false, principalAddress: { country: 'AT', city: 'Wien' } }),
    );
    expect(Object.keys(reasons(partial)).sort()).toEqual([
      'principalAddress.houseNumberOrName',
      'principalAddress.street',
    ]);
    // a half-typed billing address is dropped when it is the same address
    const same = await save(host, 'Individual', individual({ principalAddress: { city: 'x' } }));
    expect(same.statusCode).toBe(200);
    expect(same.json().principalAddress).toBeNull();
  });

  it('checks tax ids per country, one per country, unless the country has none', async () => {
    const none = await save(host, 'Individual', individual({ taxIdentifications: [] }));
    expect(reasons(none)).toHaveProperty('taxIdentifications');
    const format = await save(
      host,
      'Individual',
      individual({ taxIdentifications: [{ id: '1234', countryIsoCode: 'DE' }] }),
    );
    expect(reasons(format)).toHaveProperty(['taxIdentifications.0.id']);
    const twice = await save(
      host,
      'Individual',
      individual({
        taxIdentifications: [
          { id: '12345678901', countryIsoCode: 'DE' },
          { id: '12345678901', countryIsoCode: 'de' },
        ],
      }),
    );
    expect(reasons(twice)).toHaveProperty(['taxIdentifications.1.countryIsoCode']);
    const dropped = await save(
      host,
      'Individual',
      individual({ countryWithoutTaxId: true, taxIdentifications: [{ id: '?', countryIsoCode: 'XX' }] }),
    );
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ taxIdentifications: [], taxId: null, countryWithoutTaxId: true });
  });

  it('checks the VAT id by its EU prefix; "I have no VAT id" sends none', async () => {
    const bad = await save(company, 'Business', business({ vatId: 'DE12345' }));
    expect(reasons(bad)).toHaveProperty('vatId');
    const missing = await save(company, 'Business', business({ vatId: '' }));
    expect(reasons(missing).vatId).toMatch(/VAT/);
    for (const vatId of ['ATU12345678', 'nl 123456789 b01', 'FR XX 123456789', 'GR123456789']) {
      const ok = await save(company, 'Business', business({ vatId }));
      expect(ok.statusCode, vatId).toBe(200);
    }
    expect((await save(company, 'Business', business({ vatId: 'GR123456789' }))).json().vatId).toBe(
      'EL123456789',
    );
    const without = await save(company, 'Business', business({ vatId: 'nonsense', userWithoutVatId: true }));
    expect(without.statusCode).toBe(200);
    expect(without.json().vatId).toBeNull();
  });

  it('saves a company with its EU establishment, shareholders and signatories', async () => {
    const noStates = await save(company, 'Business', business({ euPermanentEstablishment: true }));
    expect(reasons(noStates)).toHaveProperty('euMemberStates');
    const noSigner = await save(company, 'Business', business({ signatories: [] }));
    expect(reasons(noSigner)).toHaveProperty('signatories');
    const over = await save(
      company,
      'Business',
      business({
        shareholders: [
          { firstName: 'A', lastName: 'B', countryOfResidence: 'DE', percentage: 60 },
          { firstName: 'C', lastName: 'D', countryOfResidence: 'AT', percentage: 50 },
        ],
      }),
    );
    expect(reasons(over)).toHaveProperty('shareholders');
    const ok = await save(
      company,
      'Business',
      business({ euPermanentEstablishment: true, euMemberStates: ['AT', 'DE'] }),
    );
    expect(ok.statusCode).toBe(200);
    const read = await t.app.inject({ url: `${BASE}/getBusinessDetails`, headers: company.auth });
    expect(read.json()).toMatchObject({
      legalBusinessName: 'Sunbay Rentals GmbH',
      vatId: 'DE123456789',
      euMemberStates: ['AT', 'DE'],
      signatories: [{ role: 'Managing director', email: null }],
      shareholders: [{ percentage: 60, dateOfBirth: null }],
    });
    const info = await t.app.inject({ url: '/api/app/user/info', headers: company.auth });
    expect(info.json()).toMatchObject({ type: 'company', companyName: 'Sunbay Rentals GmbH' });
  });

  it("writes the rules' messages in the caller's language", async () => {
    const res = await save(host, 'Individual', individual({ taxIdentifications: [] }), 'de-DE');
    expect(reasons(res).taxIdentifications).toMatch(/Steuer/);
  });
});
