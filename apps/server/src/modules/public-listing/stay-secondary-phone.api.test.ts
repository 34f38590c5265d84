import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from '../subscriptions/subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const patch = (who: TestHost, payload: object, lang = 'en-US') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/app/user/info',
    headers: { ...who.auth, 'accept-language': lang },
    payload,
  });
const info = async (who: TestHost) =>
  (await t.app.inject({ url: '/api/app/user/info', headers: who.auth })).json();
const reasons = (body: { invalidParams: { name: string; reason: string }[] }) =>
  body.invalidParams.map((p) => [p.name, p.reason]);

describe(`the host's second phone number in the profile (ADR 0029, ${driver})`, () => {
  let host: TestHost;
  let other: TestHost;
  beforeAll(async () => {
    host = await t.createHost();
    other = await t.createHost();
    await patch(other, { secondaryPhone: '+49 30 1234567', secondaryPhoneType: 'landline' });
  });

  it('starts empty', async () => {
    expect(await info(host)).toMatchObject({ secondaryPhone: null, secondaryPhoneType: null });
  });

  it('saves a number with its type, for this host only', async () => {
    const res = await patch(host, { secondaryPhone: ' +385 91 765 4321 ', secondaryPhoneType: 'whatsapp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'whatsapp' });
    expect(await info(host)).toMatchObject({
      secondaryPhone: '+385 91 765 4321',
      secondaryPhoneType: 'whatsapp',
    });
    expect(await info(other)).toMatchObject({
      secondaryPhone: '+49 30 1234567',
      secondaryPhoneType: 'landline',
    });
  });

  it('changes the type alone and keeps the number', async () => {
    const res = await patch(host, { secondaryPhoneType: 'landline' });
    expect(res.json()).toMatchObject({ secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'landline' });
  });

  it('stores a number sent without a type (or with type null) as a mobile one', async () => {
    const res = await patch(host, { secondaryPhone: '+385 1 222 3333', secondaryPhoneType: null });
    expect(res.json()).toMatchObject({ secondaryPhone: '+385 1 222 3333', secondaryPhoneType: 'mobile' });
    const fresh = await t.createHost();
    expect((await patch(fresh, { secondaryPhone: '01 234 5678' })).json()).toMatchObject({
      secondaryPhone: '01 234 5678',
      secondaryPhoneType: 'mobile',
    });
  });

  it('stores a type without a number as null', async () => {
    const fresh = await t.createHost();
    expect((await patch(fresh, { secondaryPhoneType: 'whatsapp' })).json()).toMatchObject({
      secondaryPhone: null,
      secondaryPhoneType: null,
    });
    const rows = await t.database.query<{ secondary_phone_type: string | null }>(
      'select secondary_phone_type from users where id = $1',
      [fresh.id],
    );
    expect(rows[0]?.secondary_phone_type).toBeNull();
  });

  it('treats an empty or digit-less number as none, and drops the type with it', async () => {
    await patch(host, { secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'whatsapp' });
    expect((await patch(host, { secondaryPhone: ' - ' })).json()).toMatchObject({
      secondaryPhone: null,
      secondaryPhoneType: null,
    });
    await patch(host, { secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'whatsapp' });
    expect((await patch(host, { secondaryPhone: '' })).json()).toMatchObject({
      secondaryPhone: null,
      secondaryPhoneType: null,
    });
  });

  it('refuses a number that is not one, and a type it does not know, on their fields', async () => {
    await patch(host, { secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'whatsapp' });
    const bad = await patch(host, { secondaryPhone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(reasons(bad.json())).toEqual([['secondaryPhone', expect.stringMatching(/phone/i)]]);
    const letters = await patch(host, { secondaryPhone: 'call 0911234567 now' }, 'de-DE');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().invalidParams[0]).toMatchObject({ name: 'secondaryPhone' });
    expect(letters.json().invalidParams[0].reason).toMatch(/Telefonnummer/);
    const type = await patch(host, { secondaryPhoneType: 'fax' });
    expect(type.statusCode).toBe(400);
    expect(type.json().invalidParams[0]).toMatchObject({ name: 'secondaryPhoneType' });
    // nothing was changed by the refused saves
    expect(await info(host)).toMatchObject({
      secondaryPhone: '+385 91 765 4321',
      secondaryPhoneType: 'whatsapp',
    });
  });
});

describe(`the /stay page shows the second number only while "show phone number" is in effect (${driver})`, () => {
  const PHONE = '+385 (91) 234-5678';

  async function hostWithPlace(planId?: string) {
    const host = await t.createHost();
    if (planId) {
      await subscriptionsService(subscriptionsRepository(t.database), {
        subscriptionApplicable: async () => true,
      }).activate(host.id, planId);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: host.auth,
      payload: { propertyType: 'single', title: 'Kuća Lavanda' },
    });
    const { unitId } = created.json() as { unitId: string };
    await t.database.query(`update units set state = 'PUBLISHED' where id = $1`, [unitId]);
    return { host, unitId };
  }
  const switchPhone = (host: TestHost, enabled: boolean) =>
    t.database.query(
      `insert into host_services (host_id, service, enabled) values ($1, 'showPhoneNumberOnWhitelabel', $2)
       on conflict (host_id, service) do update set enabled = excluded.enabled`,
      [host.id, enabled],
    );
  const page = async (unitId: string, query = '') => {
    const res = await t.app.inject({ url: `/stay/${unitId}${query}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('shows both numbers with tel: links and the type in words, in the page language', async () => {
    const { host, unitId } = await hostWithPlace('starter-eur-monthly');
    await patch(host, {
      phoneForGuests: PHONE,
      secondaryPhone: '+385 1 222 3333',
      secondaryPhoneType: 'landline',
    });
    // saved, but the service is off: neither number is on the page
    let body = await page(unitId);
    expect(body).not.toContain('tel:');
    expect(body).not.toContain('222 3333');

    await switchPhone(host, true);
    body = await page(unitId);
    expect(body).toContain('Phone: <a href="tel:+385912345678">+385 (91) 234-5678</a>');
    expect(body).toContain('Second phone (Landline): <a href="tel:+38512223333">+385 1 222 3333</a>');
    expect(await page(unitId, '?hl=de-DE')).toContain(
      'Zweites Telefon (Festnetz): <a href="tel:+38512223333">+385 1 222 3333</a>',
    );

    // a number without a type reads as a mobile one
    await patch(host, { secondaryPhone: '+385 98 111 2222', secondaryPhoneType: null });
    expect(await page(unitId)).toContain('Second phone (Mobile): <a href="tel:+385981112222">');

    // the service off again: the second number goes with the first
    await switchPhone(host, false);
    body = await page(unitId);
    expect(body).not.toContain('tel:');
    expect(body).not.toContain('111 2222');
    expect(body).not.toContain('Second phone');
  });

  it('links a WhatsApp number to wa.me and shows a second number alone when there is no first', async () => {
    const { host, unitId } = await hostWithPlace('plus-eur-monthly');
    await patch(host, { secondaryPhone: '+385 (91) 765-4321', secondaryPhoneType: 'whatsapp' });
    await switchPhone(host, true);
    const body = await page(unitId);
    expect(body).toContain('<h2 id="host-title">Contact the host</h2>');
    expect(body).toContain(
      'Second phone (WhatsApp): <a href="https://wa.me/385917654321">+385 (91) 765-4321</a>',
    );
    expect(body).not.toContain('tel:');
    expect(body).not.toContain('Phone: <a');

    // the subscription's term is over: the number goes with it
    await t.database.query(
      `update subscriptions set current_term_end = now() - interval '1 minute' where host_id = $1`,
      [host.id],
    );
    const after = await page(unitId);
    expect(after).not.toContain('wa.me');
    expect(after).not.toContain('765-4321');
    expect(after).not.toContain('Contact the host');
  });

  it('never shows the second number without a live plan', async () => {
    const { host, unitId } = await hostWithPlace();
    await patch(host, { secondaryPhone: '+385 91 765 4321', secondaryPhoneType: 'whatsapp' });
    await switchPhone(host, true);
    const body = await page(unitId);
    expect(body).not.toContain('wa.me');
    expect(body).not.toContain('765 4321');
  });
});
