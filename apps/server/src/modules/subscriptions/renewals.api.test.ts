import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyUnit } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import type { MailMessage } from '../../identity/mailer.ts';
import { TEST_CARDS } from './payment-provider.ts';
import { renewalsService } from './renewals.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import { subscriptionsService } from './subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
const sent: MailMessage[] = [];
let renewals: ReturnType<typeof renewalsService>;

beforeAll(async () => {
  t = await createTestApp();
  renewals = renewalsService(t.database, {
    mailer: { send: async (m) => void sent.push(m) },
    productTitle: 'Host Portal',
    publicUrl: 'http://localhost:8080',
  });
}, 120_000);
afterAll(() => t?.close());

const as = (who: TestHost, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A subscription host who paid `planId` through the hosted checkout with the test card. */
async function paidSubscriber(planId = 'plus-eur-monthly', opts: { locale?: string } = {}) {
  const host = await t.createHost();
  await t.database.query(`update users set commercial_model = 'subscription', locale = $2 where id = $1`, [
    host.id,
    opts.locale ?? 'en_US',
  ]);
  const { hostedPageId } = (await as(host, 'POST', '/api/app/subscription/checkout', { planId })).json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/checkout/${hostedPageId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ana Kovač',
      number: TEST_CARDS.succeeds,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const sub = await row(host);
  return { host, sub };
}
const row = async (host: TestHost) => {
  const [sub] = await t.database.query<{
    id: string;
    plan_id: string;
    status: string;
    current_term_start: Date;
    current_term_end: Date;
  }>(
    `select id, plan_id, status, current_term_start, current_term_end from subscriptions
      where host_id = $1 order by created_at desc limit 1`,
    [host.id],
  );
  return sub!;
};
const charges = (host: TestHost) =>
  t.database.query<{ event_id: string; plan_id: string; amount: number; invoice_number: string }>(
    'select event_id, plan_id, amount, invoice_number from subscription_charges where host_id = $1 order by charged_at',
    [host.id],
  );
const credits = async (subscriptionId: string) =>
  Object.fromEntries(
    (
      await t.database.query<{ kind: string; quota: number; used: number }>(
        'select kind, quota, used from subscription_credits where subscription_id = $1',
        [subscriptionId],
      )
    ).map((c) => [c.kind, { quota: c.quota, used: c.used }]),
  );
const after = (d: Date, ms = 1000) => new Date(new Date(d).getTime() + ms);
const mailsTo = (host: TestHost) => sent.filter((m) => m.to === host.email);

describe(`subscription renewals and expiries, the sweep (${driver})`, () => {
  it('renews an ended term with the stored card once, even when swept twice: one charge, credits reset', async () => {
    const { host, sub } = await paidSubscriber();
    await t.database.query(
      `update subscription_credits set used = 3 where subscription_id = $1 and kind = 'leads'`,
      [sub.id],
    );
    const at = after(sub.current_term_end);
    // two processes at once (the job runs on every instance), then once more
    await Promise.all([renewals.sweep(at), renewals.sweep(at)]);
    await renewals.sweep(at);
    const renewed = await row(host);
    expect(renewed).toMatchObject({ id: sub.id, status: 'active', plan_id: 'plus-eur-monthly' });
    expect(new Date(renewed.current_term_start).getTime()).toBe(new Date(sub.current_term_end).getTime());
    const end = new Date(sub.current_term_end);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(new Date(renewed.current_term_end).getTime()).toBe(end.getTime());
    const all = await charges(host);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      event_id: `renewal:${sub.id}:${new Date(sub.current_term_end).toISOString()}`,
      amount: 4_900,
    });
    expect(await credits(sub.id)).toEqual({
      leads: { quota: 120, used: 0 },
      unitPublish: { quota: 5, used: 0 },
      boost: { quota: 7, used: 0 },
    });
    const mails = mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(all[1]!.invoice_number);
    expect(mails[0]!.text).toContain('€49.00');
  });

  it('applies the scheduled plan change at the renewal, priced with its coupon', async () => {
    const { host, sub } = await paidSubscriber('plus-eur-monthly', { locale: 'de_DE' });
    const changed = await as(host, 'POST', `/api/app/subscription/${sub.id}/change-plan`, {
      subscriptionId: sub.id,
      planItemPriceId: 'pro-eur-monthly',
      couponCode: 'pro50',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().scheduledChanges).toEqual([
      expect.objectContaining({
        planId: 'pro-eur-monthly',
        couponCode: 'PRO50',
        price: 6_450,
        period: 1,
        periodUnit: 'month',
        effectiveAt: new Date(sub.current_term_end).toISOString(),
      }),
    ]);
    // not before the term ends
    await renewals.sweep(after(sub.current_term_end, -60_000));
    expect((await row(host)).plan_id).toBe('plus-eur-monthly');
    await renewals.sweep(after(sub.current_term_end));
    expect(await row(host)).toMatchObject({ plan_id: 'pro-eur-monthly', status: 'active' });
    expect((await charges(host)).at(-1)).toMatchObject({ plan_id: 'pro-eur-monthly', amount: 6_450 });
    expect((await credits(sub.id)).unitPublish).toEqual({ quota: 25, used: 0 });
    // applied: no longer pending, and the next renewal pays the full price
    expect((await as(host, 'GET', `/api/app/subscription/${sub.id}/scheduled-changes`)).json()).toEqual({
      scheduledChanges: [],
    });
    await renewals.sweep(after((await row(host)).current_term_end));
    expect((await charges(host)).at(-1)).toMatchObject({ plan_id: 'pro-eur-monthly', amount: 12_900 });
    expect(mailsTo(host)[0]!.subject).toContain('verlängert');
  });

  it('expires an ended term when the card has expired by then, and mails the host', async () => {
    const { host, sub } = await paidSubscriber();
    const end = new Date(sub.current_term_end);
    // the card ran out the month before the renewal
    const month = end.getUTCMonth() === 0 ? 12 : end.getUTCMonth();
    const year = end.getUTCMonth() === 0 ? end.getUTCFullYear() - 1 : end.getUTCFullYear();
    await t.database.query('update payment_sources set exp_month = $2, exp_year = $3 where host_id = $1', [
      host.id,
      month,
      year,
    ]);
    await renewals.sweep(after(end));
    expect((await row(host)).status).toBe('expired');
    expect(await charges(host)).toHaveLength(1);
    expect(mailsTo(host).map((m) => m.subject)).toEqual(['Host Portal: your subscription has expired']);
    // publishing needs a live subscription now
    const { unitId } = await readyUnit(t, host);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}/publish`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(409);
  });

  it('cancels a term that ends with a cancellation scheduled, and expires an ended trial', async () => {
    const { host, sub } = await paidSubscriber();
    expect(
      (await as(host, 'DELETE', '/api/app/subscription', { subscriptionId: sub.id, reason: 'too dear' }))
        .statusCode,
    ).toBe(200);
    await renewals.sweep(after(sub.current_term_end));
    expect((await row(host)).status).toBe('cancelled');
    expect(await charges(host)).toHaveLength(1);

    const trialHost = await t.createHost();
    const service = subscriptionsService(subscriptionsRepository(t.database), {
      subscriptionApplicable: async () => true,
    });
    const trial = await service.activate(trialHost.id, 'starter-eur-monthly', { trial: true });
    await renewals.sweep(after(trial.current_term_end, -1000));
    expect((await row(trialHost)).status).toBe('in_trial');
    await renewals.sweep(after(trial.current_term_end));
    expect((await row(trialHost)).status).toBe('expired');
    expect(await charges(trialHost)).toHaveLength(0);
    expect(mailsTo(trialHost)).toHaveLength(1);
  });
});

describe(`plan changes, self-renewal plans and expiring (${driver})`, () => {
  it('a new change replaces the pending one; cancelling keeps it with its reason', async () => {
    const { host, sub } = await paidSubscriber();
    const url = `/api/app/subscription/${sub.id}`;
    await as(host, 'POST', `${url}/change-plan`, {
      subscriptionId: sub.id,
      planItemPriceId: 'pro-eur-monthly',
    });
    const second = await as(host, 'POST', `${url}/change-plan`, {
      subscriptionId: sub.id,
      planItemPriceId: 'starter-eur-yearly',
    });
    expect(second.json().scheduledChanges).toEqual([
      expect.objectContaining({
        planId: 'starter-eur-yearly',
        period: 12,
        periodUnit: 'month',
        price: 19_000,
      }),
    ]);
    const cancelled = await as(host, 'DELETE', `${url}/scheduled-changes`, { reason: 'changed my mind' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ scheduledChanges: [] });
    const kept = await t.database.query<{ plan_id: string; cancel_reason: string }>(
      'select plan_id, cancel_reason from subscription_scheduled_changes where subscription_id = $1 order by created_at',
      [sub.id],
    );
    expect(kept).toEqual([
      { plan_id: 'pro-eur-monthly', cancel_reason: 'replaced' },
      { plan_id: 'starter-eur-yearly', cancel_reason: 'changed my mind' },
    ]);
    expect((await as(host, 'DELETE', `${url}/scheduled-changes`, { reason: 'again' })).statusCode).toBe(404);
    // the renewal then keeps the plan
    await renewals.sweep(after(sub.current_term_end));
    expect((await row(host)).plan_id).toBe('plus-eur-monthly');
  });

  it('refuses an unknown plan or coupon (400), and a term that does not renew (409)', async () => {
    const { host, sub } = await paidSubscriber();
    const url = `/api/app/subscription/${sub.id}/change-plan`;
    const unknown = await as(host, 'POST', url, { subscriptionId: sub.id, planItemPriceId: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalidParams[0].name).toBe('planItemPriceId');
    const coupon = await as(host, 'POST', url, {
      subscriptionId: sub.id,
      planItemPriceId: 'plus-eur-monthly',
      couponCode: 'PRO50',
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().invalidParams[0]).toMatchObject({ name: 'couponCode' });
    await as(host, 'DELETE', '/api/app/subscription', { subscriptionId: sub.id, reason: 'leaving' });
    expect(
      (await as(host, 'POST', url, { subscriptionId: sub.id, planItemPriceId: 'pro-eur-monthly' }))
        .statusCode,
    ).toBe(409);
  });

  it('self-renewal plans: monthly only, priced after the coupon; unknown coupon 400', async () => {
    const { host } = await paidSubscriber();
    const { unitId } = await readyUnit(t, host);
    const plain = (await as(host, 'GET', `/api/app/subscription/self-renewal/plans/${unitId}`)).json().plans;
    expect(plain.map((p: { id: string }) => p.id)).toEqual([
      'starter-eur-monthly',
      'plus-eur-monthly',
      'pro-eur-monthly',
    ]);
    const pro50 = (
      await as(host, 'GET', `/api/app/subscription/self-renewal/plans/${unitId}?couponId=PRO50`)
    ).json().plans;
    expect(pro50.map((p: { price: number }) => p.price)).toEqual([1_900, 4_900, 6_450]);
    const welcome = (
      await as(host, 'GET', `/api/app/subscription/self-renewal/plans/${unitId}?couponId=welcome20`)
    ).json().plans;
    expect(welcome.map((p: { price: number }) => p.price)).toEqual([1_520, 3_920, 10_320]);
    expect(
      (await as(host, 'GET', `/api/app/subscription/self-renewal/plans/${unitId}?couponId=NOPE`)).statusCode,
    ).toBe(400);
  });

  it('expiring: empty while the card will renew a term far from its end; listed within 3 days or without a card', async () => {
    const { host, sub } = await paidSubscriber();
    expect((await as(host, 'GET', '/api/app/subscription/expiring')).json()).toEqual({ subscriptions: [] });
    await t.database.query(
      `update subscriptions set current_term_end = now() + interval '2 days' where id = $1`,
      [sub.id],
    );
    expect((await as(host, 'GET', '/api/app/subscription/expiring')).json().subscriptions).toEqual([
      expect.objectContaining({ id: sub.id, isAboutToExpire: true, willRenew: true, reason: 'renews' }),
    ]);
    await t.database.query(
      `update subscriptions set current_term_end = now() + interval '20 days' where id = $1`,
      [sub.id],
    );
    await t.database.query('delete from payment_sources where host_id = $1', [host.id]);
    expect((await as(host, 'GET', '/api/app/subscription/expiring')).json().subscriptions).toEqual([
      expect.objectContaining({ id: sub.id, isAboutToExpire: false, willRenew: false, reason: 'noCard' }),
    ]);
    const none = await t.createHost();
    expect((await as(none, 'GET', '/api/app/subscription/expiring')).json()).toEqual({ subscriptions: [] });
  });

  it('another host’s subscription or unit is a 404; no token is a 401', async () => {
    const { host, sub } = await paidSubscriber();
    const { unitId } = await readyUnit(t, host);
    const other = await t.createHost();
    const url = `/api/app/subscription/${sub.id}`;
    expect((await as(other, 'GET', `${url}/scheduled-changes`)).statusCode).toBe(404);
    expect(
      (
        await as(other, 'POST', `${url}/change-plan`, {
          subscriptionId: sub.id,
          planItemPriceId: 'pro-eur-monthly',
        })
      ).statusCode,
    ).toBe(404);
    expect((await as(other, 'DELETE', `${url}/scheduled-changes`, { reason: 'x' })).statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/app/subscription/self-renewal/plans/${unitId}`)).statusCode).toBe(
      404,
    );
    for (const path of [`${url}/scheduled-changes`, '/api/app/subscription/expiring']) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    }
  });
});
