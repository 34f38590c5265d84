import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionServices } from './services.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import { subscriptionsService } from './subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const as = (who: TestHost, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/app/subscription/services',
    headers: { ...who.auth, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
type Service = { type: string; included: boolean; enabled: boolean; active: boolean; message: string | null };
const byType = (body: { services: Service[] }, type: string) => body.services.find((s) => s.type === type);

/** A subscription host (billing model) with a live term of `planId`, or without one. */
async function subscriber(planId: string | null = 'plus-eur-monthly') {
  const host = await t.createHost();
  await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
  let subscriptionId: string | null = null;
  if (planId) {
    const service = subscriptionsService(subscriptionsRepository(t.database), {
      subscriptionApplicable: async () => true,
    });
    subscriptionId = (await service.activate(host.id, planId)).id;
  }
  return { host, subscriptionId };
}

describe(`subscription services: the plan's add-ons and the host's switches (${driver})`, () => {
  it('a commission host has no services (404)', async () => {
    const host = await t.createHost();
    expect((await as(host, 'GET')).statusCode).toBe(404);
    expect((await as(host, 'PUT', { services: [{ type: 'diamond', enabled: true }] })).statusCode).toBe(404);
  });

  it('answers what each plan includes, with the defaults: boosts on, the rest off until switched on', async () => {
    const { host: plus } = await subscriber('plus-eur-monthly');
    const body = (await as(plus, 'GET')).json();
    expect(body.planFamily).toBe('plus');
    expect(body.services).toHaveLength(9);
    expect(byType(body, 'visibilityBoost')).toMatchObject({ included: true, enabled: true, active: true });
    expect(byType(body, 'rankingBoost')).toMatchObject({ included: false, active: false, editable: false });
    expect(byType(body, 'showPhoneNumberOnWhitelabel')).toMatchObject({
      included: true,
      enabled: false,
      active: false,
    });
    expect(byType(body, 'diamond')).toMatchObject({ included: false, includedFrom: 'pro' });

    const { host: pro } = await subscriber('pro-eur-yearly');
    const proBody = (await as(pro, 'GET')).json();
    expect(proBody.services.every((s: Service) => s.included)).toBe(true);
    expect(byType(proBody, 'rankingBoost')).toMatchObject({ active: true });

    // without a live subscription nothing is included
    const { host: none } = await subscriber(null);
    const noneBody = (await as(none, 'GET')).json();
    expect(noneBody.planFamily).toBeNull();
    expect(noneBody.services.some((s: Service) => s.active)).toBe(false);
  });

  it('saves the switches and the inquiry message; switching off keeps the words', async () => {
    const { host } = await subscriber('starter-eur-monthly');
    const saved = await as(host, 'PUT', {
      services: [
        { type: 'showPhoneNumberOnWhitelabel', enabled: true },
        { type: 'inquiryMessage', enabled: true, message: '  Thank you! We answer within the day.  ' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(byType(saved.json(), 'showPhoneNumberOnWhitelabel')).toMatchObject({
      enabled: true,
      active: true,
    });
    expect(byType(saved.json(), 'inquiryMessage')).toMatchObject({
      active: true,
      message: 'Thank you! We answer within the day.',
    });
    const api = subscriptionServices(t.database, { subscriptionApplicable: async () => true });
    expect(await api.inquiryMessage(host.id)).toBe('Thank you! We answer within the day.');
    expect([...(await api.active(host.id))].sort()).toEqual([
      'inquiryMessage',
      'showPhoneNumberOnWhitelabel',
    ]);

    const off = await as(host, 'PUT', { services: [{ type: 'inquiryMessage', enabled: false }] });
    expect(byType(off.json(), 'inquiryMessage')).toMatchObject({
      enabled: false,
      active: false,
      message: 'Thank you! We answer within the day.',
    });
    expect(await api.inquiryMessage(host.id)).toBeNull();
    // the other switch is untouched
    expect(byType(off.json(), 'showPhoneNumberOnWhitelabel')).toMatchObject({ active: true });
  });

  it('refuses a service the plan does not include, naming the plan that does, and changes nothing', async () => {
    const { host } = await subscriber('starter-eur-monthly');
    const res = await as(host, 'PUT', {
      services: [
        { type: 'showPhoneNumberOnWhitelabel', enabled: true },
        { type: 'diamond', enabled: true },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/Pro/);
    expect(byType((await as(host, 'GET')).json(), 'showPhoneNumberOnWhitelabel')).toMatchObject({
      enabled: false,
    });
    // switching off a service the plan does not include is harmless
    expect((await as(host, 'PUT', { services: [{ type: 'diamond', enabled: false }] })).statusCode).toBe(200);
  });

  it('validates the body: an inquiry message needs words, each service once, only editor services', async () => {
    const { host } = await subscriber('plus-eur-monthly');
    const cases = [
      { services: [{ type: 'inquiryMessage', enabled: true }] },
      { services: [{ type: 'inquiryMessage', enabled: true, message: '   ' }] },
      { services: [{ type: 'inquiryMessage', enabled: true, message: 'x'.repeat(1001) }] },
      {
        services: [
          { type: 'banner', enabled: false },
          { type: 'banner', enabled: true },
        ],
      },
      { services: [{ type: 'rankingBoost', enabled: false }] },
      { services: [] },
      { services: [{ type: 'diamond', enabled: true, extra: 1 }] },
    ];
    for (const body of cases)
      expect((await as(host, 'PUT', body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('needs a live subscription to save; an expired term switches every effect off', async () => {
    const { host: none } = await subscriber(null);
    const res = await as(none, 'PUT', { services: [{ type: 'showPhoneNumberOnWhitelabel', enabled: true }] });
    expect(res.statusCode).toBe(409);

    const { host, subscriptionId } = await subscriber('plus-eur-monthly');
    await as(host, 'PUT', { services: [{ type: 'displayGuestEmailInMessageCard', enabled: true }] });
    const api = subscriptionServices(t.database, { subscriptionApplicable: async () => true });
    expect((await api.active(host.id)).has('displayGuestEmailInMessageCard')).toBe(true);
    await t.database.query(
      `update subscriptions set current_term_end = now() - interval '1 minute' where id = $1`,
      [subscriptionId],
    );
    expect((await api.active(host.id)).size).toBe(0);
    expect((await as(host, 'GET')).json().planFamily).toBeNull();
  });

  it('keeps each host to their own switches', async () => {
    const { host: a } = await subscriber('pro-eur-monthly');
    const { host: b } = await subscriber('pro-eur-monthly');
    await as(a, 'PUT', { services: [{ type: 'diamond', enabled: true }] });
    expect(byType((await as(b, 'GET')).json(), 'diamond')).toMatchObject({ enabled: false });
  });
});
