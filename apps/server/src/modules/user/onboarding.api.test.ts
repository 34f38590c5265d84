import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

const address = (country: string) => ({
  country,
  city: 'Town',
  street: 'Main street',
  houseNumberOrName: '1',
  postalCode: '1000',
});

describe('onboarding API (init-onboarding, getConfiguration)', () => {
  let t: TestApp;
  let strict: TestApp;
  let host: TestHost;
  let company: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    // a narrower configuration: Germany and Austria, individual hosts only
    strict = await createTestApp({ ONBOARDING_COUNTRIES: 'de, at', ONBOARDING_HOST_TYPES: 'individual' });
    host = await t.createHost({ firstName: 'Ana' });
    company = await t.createHost({ company: 'Sunbay Rentals GmbH' });
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  const configuration = (app: TestApp, who: TestHost) =>
    app.app.inject({ method: 'GET', url: '/api/app/user/onboarding/getConfiguration', headers: who.auth });
  const setDetails = (app: TestApp, who: TestHost, column: string, details: unknown) =>
    app.database.query(`update users set ${column} = $1 where id = $2`, [JSON.stringify(details), who.id]);

  it('needs a signed-in host', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/app/user/init-onboarding' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/app/user/onboarding/getConfiguration' })).statusCode).toBe(401);
  });

  it('init-onboarding records the first start and answers the same on every call', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/init-onboarding',
      headers: host.auth,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ onboardingStatus: 'in_progress', startedAt: expect.any(String) });
    await new Promise((r) => setTimeout(r, 15));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/init-onboarding',
      headers: host.auth,
    });
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.query('select * from onboarding_starts where host_id = $1', [host.id]);
    expect(rows).toHaveLength(1);
  });

  it('init-onboarding does not restart a finished onboarding', async () => {
    const done = await t.createHost();
    await t.database.query(`update users set onboarding_status = 'finished' where id = $1`, [done.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/init-onboarding',
      headers: done.auth,
    });
    expect(res.json().onboardingStatus).toBe('finished');
  });

  it('an individual commission host: KYC and commission apply, no country yet, eligible', async () => {
    const res = await configuration(t, host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userType: 'individual',
      onboardingStatus: 'in_progress',
      isKYCApplicable: true,
      commissionApplicable: true,
      subscriptionApplicable: false,
      country: null,
      eligibility: { eligible: true, reasons: [] },
    });
    expect(res.json().supportedCountries).toEqual(expect.arrayContaining(['DE', 'CH', 'GB', 'NO']));
  });

  it('a subscription company host: no KYC, the country of the company address', async () => {
    await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [company.id]);
    await setDetails(t, company, 'company_details', { legalBusinessName: 'Sunbay', address: address('ch') });
    expect((await configuration(t, company)).json()).toMatchObject({
      userType: 'company',
      isKYCApplicable: false,
      commissionApplicable: false,
      subscriptionApplicable: true,
      country: 'CH',
      eligibility: { eligible: true, reasons: [] },
    });
  });

  it('a billing address outside the supported countries: countryNotSupported', async () => {
    const abroad = await t.createHost();
    await setDetails(t, abroad, 'individual_details', { address: address('US') });
    expect((await configuration(t, abroad)).json()).toMatchObject({
      country: 'US',
      eligibility: { eligible: false, reasons: ['countryNotSupported'] },
    });
  });

  it('an expired account: accountExpired', async () => {
    const expired = await t.createHost();
    await t.database.query(`update users set status = 'expired' where id = $1`, [expired.id]);
    expect((await configuration(t, expired)).json().eligibility).toEqual({
      eligible: false,
      reasons: ['accountExpired'],
    });
  });

  it('follows ONBOARDING_COUNTRIES and ONBOARDING_HOST_TYPES: each reason, several at once', async () => {
    const ind = await strict.createHost();
    await setDetails(strict, ind, 'individual_details', { address: address('AT') });
    const body = (await configuration(strict, ind)).json();
    expect(body).toMatchObject({ supportedCountries: ['DE', 'AT'], allowedHostTypes: ['individual'] });
    expect(body.eligibility).toEqual({ eligible: true, reasons: [] });

    const co = await strict.createHost({ company: 'Alpine AG' });
    expect((await configuration(strict, co)).json().eligibility).toEqual({
      eligible: false,
      reasons: ['hostTypeNotAllowed'],
    });
    await setDetails(strict, co, 'company_details', {
      legalBusinessName: 'Alpine AG',
      address: address('CH'),
    });
    await strict.database.query(`update users set status = 'expired' where id = $1`, [co.id]);
    expect((await configuration(strict, co)).json().eligibility).toEqual({
      eligible: false,
      reasons: ['countryNotSupported', 'hostTypeNotAllowed', 'accountExpired'],
    });
  });

  it('documents both calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const init = doc.paths['/api/app/user/init-onboarding'].post;
    const get = doc.paths['/api/app/user/onboarding/getConfiguration'].get;
    for (const op of [init, get]) {
      expect(op.summary).toBeTruthy();
      expect(op.security).toContainEqual({ bearer: [] });
    }
    expect(JSON.stringify(get.responses['200'])).toContain('OnboardingConfiguration');
    expect(doc.components.schemas.OnboardingConfiguration.properties.eligibility).toBeTruthy();
  });

  describe('saveCommercialModel', () => {
    const save = (who: TestHost, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/user/onboarding/saveCommercialModel',
        headers: who.auth,
        payload: body as object,
      });
    const me = async (who: TestHost) =>
      (await t.app.inject({ url: '/api/app/user/info', headers: who.auth })).json();

    it('switches the features the flow and the screens follow, both ways', async () => {
      const who = await t.createHost();
      const sub = await save(who, { commercialModel: 'subscription' });
      expect(sub.statusCode).toBe(200);
      expect(sub.json()).toMatchObject({
        commissionApplicable: false,
        subscriptionApplicable: true,
        isKYCApplicable: false,
      });
      expect((await me(who)).appFeatures).toMatchObject({
        commissionApplicable: false,
        subscriptionApplicable: true,
        bookingsAvailable: false,
      });
      const back = await save(who, { commercialModel: 'commission' });
      expect(back.json()).toMatchObject({ commissionApplicable: true, isKYCApplicable: true });
      expect((await me(who)).appFeatures.bookingsAvailable).toBe(true);
    });

    it('clears a hybrid bidding tag (which would keep both models)', async () => {
      const who = await t.createHost();
      await t.database.query(`update users set bidding_tag = 'hybrid_7' where id = $1`, [who.id]);
      const res = await save(who, { commercialModel: 'subscription' });
      expect(res.json()).toMatchObject({ commissionApplicable: false, subscriptionApplicable: true });
      const [row] = await t.database.query<{ bidding_tag: string | null }>(
        'select bidding_tag from users where id = $1',
        [who.id],
      );
      expect(row?.bidding_tag).toBeNull();
    });

    it('validates the body: hybrid and unknown models, extra fields, no body', async () => {
      const who = await t.createHost();
      for (const body of [
        { commercialModel: 'hybrid' },
        { commercialModel: 'free' },
        {},
        { commercialModel: 'commission', x: 1 },
      ]) {
        expect((await save(who, body)).statusCode).toBe(400);
      }
      expect((await me(who)).commercialModel).toBe('commission');
    });

    it('is refused once onboarding is finished, and needs a signed-in host', async () => {
      const done = await t.createHost();
      await t.database.query(`update users set onboarding_status = 'finished' where id = $1`, [done.id]);
      const res = await save(done, { commercialModel: 'subscription' });
      expect(res.statusCode).toBe(409);
      expect((await me(done)).appFeatures.commissionApplicable).toBe(true);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/app/user/onboarding/saveCommercialModel',
        payload: { commercialModel: 'subscription' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
