import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyUnit } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import { subscriptionsService } from './subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const as = (who: TestHost, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const subscription = async (who: TestHost) => (await as(who, 'GET', '/api/app/v2/user/subscription')).json();
/** A subscription host (the billing model) with a live term of `planId`. */
async function subscriber(planId = 'plus-eur-monthly', quotas?: { unitPublish?: number; boost?: number }) {
  const host = await t.createHost();
  await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
  const service = subscriptionsService(subscriptionsRepository(t.database), {
    subscriptionApplicable: async () => true,
  });
  const sub = await service.activate(host.id, planId);
  for (const [kind, quota] of Object.entries(quotas ?? {})) {
    await t.database.query(
      'update subscription_credits set quota = $3 where subscription_id = $1 and kind = $2',
      [sub.id, kind, quota],
    );
  }
  return host;
}
const tomorrow = (days = 1) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(`subscriptions v2: the subscription, publish credits and boosts (${driver})`, () => {
  it('lists the plans, yearly ones as 12 months, and only monthly ones when asked', async () => {
    const host = await t.createHost();
    const all = (await as(host, 'GET', '/api/app/subscriptions/plans')).json().plans;
    expect(all.find((p: { id: string }) => p.id === 'plus-eur-yearly')).toMatchObject({
      periodUnit: 'month',
      period: 12,
    });
    const monthly = (await as(host, 'GET', '/api/app/subscriptions/plans?periodUnit=month')).json().plans;
    expect(monthly.every((p: { period: number }) => p.period === 1)).toBe(true);
    expect(monthly.length).toBeLessThan(all.length);
  });

  it('a commission host has no subscription and publishes without credits', async () => {
    const host = await t.createHost();
    const body = await subscription(host);
    expect(body.subscription).toBeNull();
    expect(body.unitPublish).toMatchObject({ enabled: false, isEmpty: false, isLow: false });
    const { unitId } = await readyUnit(t, host);
    const res = await as(host, 'PATCH', `/api/app/property-unit/${unitId}/publish`);
    expect(res.json().state).toBe('UNDER_REVIEW');
  });

  it('a subscription host without a live term cannot publish, and is told why', async () => {
    const host = await t.createHost();
    await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
    const { unitId } = await readyUnit(t, host);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}/publish`,
      headers: { ...host.auth, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Publishing needs an active subscription. Choose a plan first.');
  });

  it('answers the term with its credits and flags; publishing takes one credit', async () => {
    const host = await subscriber('plus-eur-monthly');
    const before = await subscription(host);
    expect(before.subscription).toMatchObject({
      planId: 'plus-eur-monthly',
      status: 'active',
      isExpired: false,
      isAboutToExpire: false,
      isCancellationScheduled: false,
    });
    expect(before.unitPublish).toMatchObject({
      enabled: true,
      quota: 5,
      used: 0,
      remaining: 5,
      isLow: true,
      cost: 1,
    });
    expect(before.leads).toMatchObject({ total: 120, remaining: 120, isLow: false });
    const { unitId } = await readyUnit(t, host);
    expect((await as(host, 'PATCH', `/api/app/property-unit/${unitId}/publish`)).json().state).toBe(
      'UNDER_REVIEW',
    );
    expect((await subscription(host)).unitPublish).toMatchObject({ used: 1, remaining: 4 });
  });

  it('50 simultaneous publishes with 3 credits left: exactly 3 go through, the rest are 409', async () => {
    const host = await subscriber('pro-eur-monthly', { unitPublish: 3 });
    const units = [];
    for (let i = 0; i < 50; i++) units.push((await readyUnit(t, host)).unitId);
    const answers = await Promise.all(
      units.map((id) => as(host, 'PATCH', `/api/app/property-unit/${id}/publish`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect((await subscription(host)).unitPublish).toMatchObject({ used: 3, remaining: 0, isEmpty: true });
    const [counted] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from units where host_id = $1 and state = 'UNDER_REVIEW'`,
      [host.id],
    );
    expect(counted?.n).toBe(3);
    expect(answers.find((r) => r.statusCode === 409)?.json().detail).toMatch(/no unit publications left/);
  }, 120_000);

  it('gives the credit back when the publication itself fails (the same unit twice at once)', async () => {
    const host = await subscriber('plus-eur-monthly');
    const { unitId } = await readyUnit(t, host);
    const both = await Promise.all(
      [1, 2].map(() => as(host, 'PATCH', `/api/app/property-unit/${unitId}/publish`)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await subscription(host)).unitPublish).toMatchObject({ used: 1, remaining: 4 });
  });

  it('books a boost from credits (one per day); overlaps, too few credits and the past are refused', async () => {
    const host = await subscriber('plus-eur-monthly', { boost: 5 });
    const { unitId } = await readyUnit(t, host);
    const boost = (startDate: string, endDate: string, unit = unitId) =>
      as(host, 'POST', '/api/app/user/subscription/coin/boost', { propertyUnitId: unit, startDate, endDate });
    const booked = await boost(tomorrow(1), tomorrow(4));
    expect(booked.statusCode).toBe(200);
    expect(booked.json().boost).toMatchObject({ used: 3, remaining: 2, isLow: false });
    expect(booked.json().boost.scheduledPeriods).toEqual([
      { unitId, startDate: tomorrow(1), endDate: tomorrow(4) },
    ]);
    expect((await boost(tomorrow(3), tomorrow(5))).statusCode).toBe(409);
    expect((await boost(tomorrow(10), tomorrow(13))).json().detail).toBe(
      'Not enough boost credits left for these days.',
    );
    expect((await boost(tomorrow(-2), tomorrow(-1))).statusCode).toBe(400);
    expect((await boost(tomorrow(5), tomorrow(5))).statusCode).toBe(400);
    expect((await subscription(host)).boost).toMatchObject({ used: 3, remaining: 2 });
  });

  it('never boosts another host’s unit (404) and needs a token', async () => {
    const host = await subscriber('plus-eur-monthly');
    const other = await t.createHost();
    const { unitId } = await readyUnit(t, other);
    const res = await as(host, 'POST', '/api/app/user/subscription/coin/boost', {
      propertyUnitId: unitId,
      startDate: tomorrow(1),
      endDate: tomorrow(2),
    });
    expect(res.statusCode).toBe(404);
    expect((await subscription(host)).boost.used).toBe(0);
    expect((await t.app.inject({ url: '/api/app/v2/user/subscription' })).statusCode).toBe(401);
  });
});

describe(`billing tags (${driver})`, () => {
  it('switch the fee model and the billing mode during onboarding, not after', async () => {
    const host = await t.createHost();
    const save = (tag: string) => as(host, 'PUT', `/api/app/user/billing-tag/${tag}/save`);
    expect((await save('hybrid_13')).json()).toMatchObject({
      commissionApplicable: true,
      subscriptionApplicable: true,
    });
    const info = (await as(host, 'GET', '/api/app/user/info')).json();
    expect(info).toMatchObject({ commercialModel: 'hybrid', biddingTag: 'hybrid_13', isHybrid: true });
    expect((await save('subscription_2')).json()).toMatchObject({
      commissionApplicable: false,
      subscriptionApplicable: true,
    });
    expect((await save('free_for_all')).statusCode).toBe(400);
    await t.database.query(`update users set onboarding_status = 'finished' where id = $1`, [host.id]);
    expect((await save('host_only')).statusCode).toBe(409);
    expect((await as(host, 'GET', '/api/app/user/info')).json().biddingTag).toBe('subscription_2');
  });
});
