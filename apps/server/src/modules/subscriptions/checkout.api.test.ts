import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyUnit } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { checkoutService } from './checkout.service.ts';
import { builtinPaymentProvider, TEST_CARDS } from './payment-provider.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const as = (who: TestHost, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
async function subscriptionHost() {
  const host = await t.createHost();
  await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
  return host;
}
const start = async (host: TestHost, planId = 'plus-eur-monthly', couponCode?: string) => {
  const res = await as(host, 'POST', '/api/app/subscription/checkout', {
    planId,
    ...(couponCode ? { couponCode } : {}),
  });
  return res;
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const pay = (pageId: string, number: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/checkout/${pageId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
    payload: form({ name: 'Hanna Tester', number, expiry: '12/39', cvc: '123', ...extra }),
  });
const subscription = async (host: TestHost) =>
  (await as(host, 'GET', '/api/app/v2/user/subscription')).json();
const charges = (host: TestHost) =>
  t.database.query<{ amount: number; vat_amount: number; invoice_number: string }>(
    'select amount, vat_amount, invoice_number from subscription_charges where host_id = $1',
    [host.id],
  );

describe(`the hosted checkout, built-in test provider (${driver})`, () => {
  it('pays a plan with the test card: back with the hostedPageId, active, charged once, card kept', async () => {
    const host = await subscriptionHost();
    const started = await start(host);
    expect(started.statusCode).toBe(200);
    const { hostedPageId, url, amount } = started.json();
    expect(url).toBe(`http://localhost:8080/checkout/${hostedPageId}`);
    expect(amount).toBe(4_900);
    const page = await t.app.inject({
      url: `/checkout/${hostedPageId}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay €49.00');
    expect(page.headers['cache-control']).toBe('no-store');

    const paid = await pay(hostedPageId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/account/payment?hostedPageId=${hostedPageId}&state=succeeded`);
    const back = await as(host, 'POST', '/api/app/subscription/in_progress', { hostedPageId });
    expect(back.json()).toMatchObject({ hostedPageId, status: 'succeeded' });
    expect((await subscription(host)).subscription).toMatchObject({
      planId: 'plus-eur-monthly',
      status: 'active',
    });
    const [charge] = await charges(host);
    expect(charge).toMatchObject({ amount: 4_900, vat_amount: 782 });
    expect(charge!.invoice_number).toMatch(/^INV-\d{4}-\d+$/);
    expect((await as(host, 'GET', '/api/app/subscriptions/payment-source/status')).json()).toEqual({
      status: 'valid',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
    });
    // the paid page cannot be paid again: it sends the host back
    expect((await pay(hostedPageId, TEST_CARDS.succeeds)).headers.location).toContain('state=succeeded');
    expect(await charges(host)).toHaveLength(1);
  });

  it('sends the host back to the path the checkout was started from, never to another site', async () => {
    const host = await subscriptionHost();
    const path = '/listing/single-unit/p1/u1/commercial-model/plan';
    const res = await as(host, 'POST', '/api/app/subscription/checkout', {
      planId: 'plus-eur-monthly',
      returnPath: path,
    });
    const { hostedPageId } = res.json();
    expect((await pay(hostedPageId, TEST_CARDS.succeeds)).headers.location).toBe(
      `${path}?hostedPageId=${hostedPageId}&state=succeeded`,
    );
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/a?b=c', 'relative/path']) {
      const refused = await as(host, 'POST', '/api/app/subscription/checkout', {
        planId: 'plus-eur-monthly',
        returnPath,
      });
      expect(refused.statusCode, returnPath).toBe(400);
    }
  });

  it('a declined card stays on the page with the reason; nothing starts', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    const declined = await pay(hostedPageId, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    // the typed name comes back, never the number
    expect(declined.body).toContain('Hanna Tester');
    expect(declined.body).not.toContain(TEST_CARDS.declined);
    const bad = await pay(hostedPageId, '4242 4242 4242 4241');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This card number is not valid.');
    expect(bad.body).toContain('aria-invalid="true"');
    expect((await pay(hostedPageId, TEST_CARDS.succeeds, { expiry: '01/20' })).body).toContain(
      'This card has expired.',
    );
    expect((await subscription(host)).subscription).toBeNull();
    expect(await charges(host)).toHaveLength(0);
    expect(
      (await as(host, 'POST', '/api/app/subscription/in_progress', { hostedPageId })).json(),
    ).toMatchObject({
      status: 'in_progress',
      failureReason: 'declined',
    });
  });

  it('a card that asks for confirmation: confirmed, it starts; refused, it does not', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    const step = await pay(hostedPageId, TEST_CARDS.requiresAuthentication);
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Confirm this payment');
    const authenticate = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: `/checkout/${hostedPageId}/authenticate`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ outcome, brand: 'visa', last4: '3184', expMonth: '12', expYear: '2039' }),
      });
    expect((await authenticate('fail')).statusCode).toBe(402);
    expect((await subscription(host)).subscription).toBeNull();
    const done = await authenticate('complete');
    expect(done.headers.location).toContain('state=succeeded');
    expect((await subscription(host)).subscription?.status).toBe('active');
  });

  it('an abandoned checkout sends the host back and cannot be paid any more', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    const cancel = await t.app.inject({ method: 'POST', url: `/checkout/${hostedPageId}/cancel` });
    expect(cancel.headers.location).toBe(`/account/payment?hostedPageId=${hostedPageId}&state=cancelled`);
    expect((await pay(hostedPageId, TEST_CARDS.succeeds)).headers.location).toContain('state=cancelled');
    expect((await subscription(host)).subscription).toBeNull();
  });

  it('a confirmation delivered twice, or a second event for a paid page, charges once', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    const service = checkoutService(t.database, {
      provider: builtinPaymentProvider('http://localhost:8080'),
      subscriptionApplicable: async () => true,
    });
    const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 };
    const results = await Promise.all([
      service.confirm({ eventId: 'evt_twice', hostedPageId, card }),
      service.confirm({ eventId: 'evt_twice', hostedPageId, card }),
    ]);
    expect(results.sort()).toEqual(['applied', 'duplicate']);
    expect(await service.confirm({ eventId: 'evt_other', hostedPageId, card })).toBe('duplicate');
    expect(await charges(host)).toHaveLength(1);
    const [{ n }] = (await t.database.query<{ n: number }>(
      `select count(*)::int as n from subscriptions where host_id = $1`,
      [host.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('coupons: a valid one lowers the first term; unknown, expired and other plans’ are refused', async () => {
    const host = await subscriptionHost();
    expect((await start(host, 'plus-eur-monthly', 'welcome20')).json().amount).toBe(3_920);
    for (const [plan, code, reason] of [
      ['plus-eur-monthly', 'NOPE', 'This coupon code does not exist.'],
      ['plus-eur-monthly', 'SUMMER2025', 'This coupon code has expired.'],
      ['plus-eur-monthly', 'PRO50', 'This coupon code is not valid for this plan.'],
    ] as const) {
      const res = await start(host, plan, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams).toEqual([{ name: 'couponCode', reason }]);
    }
    expect((await start(host, 'pro-eur-monthly', 'PRO50')).json().amount).toBe(6_450);
    expect((await start(host, 'gold-forever')).statusCode).toBe(400);
  });

  it('a commission host has no checkout; another host’s page is 404 to in_progress', async () => {
    const commission = await t.createHost();
    expect((await start(commission)).statusCode).toBe(404);
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    const other = await subscriptionHost();
    expect((await as(other, 'POST', '/api/app/subscription/in_progress', { hostedPageId })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/checkout/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });
});

describe(`the subscription's info and cancellation (${driver})`, () => {
  it('shows the unit’s plan; cancelling schedules the end of the term once', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    await pay(hostedPageId, TEST_CARDS.succeeds);
    const { unitId } = await readyUnit(t, host);
    const info = (await as(host, 'GET', `/api/app/subscription/info/${unitId}`)).json();
    expect(info.currentPlan).toMatchObject({
      planId: 'plus-eur-monthly',
      subscriptionStatus: 'active',
      subscriptionInternalStatus: 'active',
      isCancellationScheduled: false,
    });
    const id = info.currentPlan.subscriptionId;
    // a plan change waiting for the end of the term goes with the cancellation
    const change = await as(host, 'POST', `/api/app/subscription/${id}/change-plan`, {
      subscriptionId: id,
      planItemPriceId: 'pro-eur-monthly',
    });
    expect(change.statusCode).toBe(200);
    const changes = async () =>
      (await as(host, 'GET', `/api/app/subscription/${id}/scheduled-changes`)).json().scheduledChanges;
    expect(await changes()).toHaveLength(1);
    const cancelled = await as(host, 'DELETE', '/api/app/subscription', {
      subscriptionId: id,
      reason: 'Too expensive',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'non_renewing',
      isCancellationScheduled: true,
    });
    expect(await changes()).toEqual([]);
    expect(
      (await as(host, 'DELETE', '/api/app/subscription', { subscriptionId: id, reason: 'Again' })).statusCode,
    ).toBe(409);
    const after = (await as(host, 'GET', `/api/app/subscription/info/${unitId}`)).json();
    expect(after.currentPlan).toMatchObject({
      subscriptionInternalStatus: 'cancelled',
      isCancellationScheduled: true,
    });
  });

  it('never shows or cancels another host’s', async () => {
    const host = await subscriptionHost();
    const { hostedPageId } = (await start(host)).json();
    await pay(hostedPageId, TEST_CARDS.succeeds);
    const other = await subscriptionHost();
    const { unitId } = await readyUnit(t, host);
    expect((await as(other, 'GET', `/api/app/subscription/info/${unitId}`)).statusCode).toBe(404);
    const id = (await subscription(host)).subscription.id;
    expect(
      (await as(other, 'DELETE', '/api/app/subscription', { subscriptionId: id, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await subscription(host)).subscription.status).toBe('active');
  });
});
