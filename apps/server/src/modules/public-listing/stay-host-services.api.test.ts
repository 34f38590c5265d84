import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from '../subscriptions/subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const PHONE = '+385 (91) 234-5678';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** A host with a phone for guests, one published place, and a live term of `planId` if given. */
async function hostWithPlace(planId?: string) {
  const host = await t.createHost();
  await t.database.query('update users set phone_for_guests = $2 where id = $1', [host.id, PHONE]);
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

const switchService = (host: TestHost, service: string, enabled: boolean) =>
  t.database.query(
    `insert into host_services (host_id, service, enabled) values ($1, $2, $3)
     on conflict (host_id, service) do update set enabled = excluded.enabled`,
    [host.id, service, enabled],
  );
const expire = (host: TestHost) =>
  t.database.query(
    `update subscriptions set current_term_end = now() - interval '1 minute' where host_id = $1`,
    [host.id],
  );
const page = async (unitId: string, query = '') => {
  const res = await t.app.inject({ url: `/stay/${unitId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe(`the /stay page shows the host's services while they are in effect (${driver})`, () => {
  it('shows the phone as a tel: link in the host section only while "show phone number" is on and live', async () => {
    const { host, unitId } = await hostWithPlace('starter-eur-monthly');
    // included in the plan, but off until the host switches it on
    expect(await page(unitId)).not.toContain('tel:');
    expect(await page(unitId)).not.toContain('Contact the host');

    await switchService(host, 'showPhoneNumberOnWhitelabel', true);
    const shown = await page(unitId);
    expect(shown).toContain('<h2 id="host-title">Contact the host</h2>');
    expect(shown).toContain('Phone: <a href="tel:+385912345678">+385 (91) 234-5678</a>');
    expect(await page(unitId, '?hl=fr-FR')).toContain('Téléphone : <a href="tel:+385912345678">');

    await switchService(host, 'showPhoneNumberOnWhitelabel', false);
    expect(await page(unitId)).not.toContain('tel:');
    await switchService(host, 'showPhoneNumberOnWhitelabel', true);
    expect(await page(unitId)).toContain('tel:+385912345678');

    // the subscription's term is over: the phone goes with it
    await expire(host);
    const after = await page(unitId);
    expect(after).not.toContain('tel:');
    expect(after).not.toContain('234-5678');
  });

  it('never shows the phone without a live plan, nor without a phone for guests', async () => {
    const { host, unitId } = await hostWithPlace();
    await switchService(host, 'showPhoneNumberOnWhitelabel', true);
    expect(await page(unitId)).not.toContain('tel:');

    const other = await hostWithPlace('plus-eur-monthly');
    await switchService(other.host, 'showPhoneNumberOnWhitelabel', true);
    expect(await page(other.unitId)).toContain('tel:+385912345678');
    await t.database.query('update users set phone_for_guests = null where id = $1', [other.host.id]);
    const noPhone = await page(other.unitId);
    expect(noPhone).not.toContain('tel:');
    expect(noPhone).not.toContain('Contact the host');
  });

  it('shows the "Diamond host" badge by the title only while diamond is on in a plan that has it', async () => {
    const badge = '<span class="badge badge-diamond"><span aria-hidden="true">◆ </span>Diamond host</span>';
    const { host, unitId } = await hostWithPlace('pro-eur-monthly');
    expect(await page(unitId)).not.toContain('Diamond host');
    await switchService(host, 'diamond', true);
    const shown = await page(unitId);
    expect(shown).toContain(badge);
    // in the heading, after the title
    expect(shown.indexOf(badge)).toBeGreaterThan(shown.indexOf('<h1>'));
    expect(shown.indexOf(badge)).toBeLessThan(shown.indexOf('</div>', shown.indexOf('<h1>')));
    expect(await page(unitId, '?hl=de-DE')).toContain('Diamant-Gastgeber</span>');
    // a pro host's phone is not shown for the diamond
    expect(shown).not.toContain('tel:');

    await expire(host);
    expect(await page(unitId)).not.toContain('Diamond host');

    // plus does not include diamond: the host's switch alone shows nothing
    const plus = await hostWithPlace('plus-eur-monthly');
    await switchService(plus.host, 'diamond', true);
    expect(await page(plus.unitId)).not.toContain('Diamond host');
  });

  it('shows them in the staff preview too (the page as guests will see it)', async () => {
    const { host, unitId } = await hostWithPlace('pro-eur-monthly');
    await switchService(host, 'diamond', true);
    await switchService(host, 'showPhoneNumberOnWhitelabel', true);
    await t.database.query(`update units set state = 'UNDER_REVIEW' where id = $1`, [unitId]);
    const staff = await createStaff(t);
    const preview = await t.app.inject({ url: `/api/staff/units/${unitId}/preview`, headers: staff.auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Diamond host');
    expect(preview.body).toContain('tel:+385912345678');
  });
});
