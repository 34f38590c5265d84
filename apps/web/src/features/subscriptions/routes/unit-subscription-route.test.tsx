import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import type { UserInfo } from '@host-portal/contracts/user';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { TEST_SUBSCRIPTION_ID, testSubscription } from '../subscription-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: UnitSubscriptionRoute } = await import('./unit-subscription-route.tsx');

const PROPERTY = '1a0e2b41-2a3b-4c4d-8e5f-60718293a4b5';
const UNIT = '4d3b5e74-5d6e-4f70-8b82-93a4b5c6d7e8';
const SUB_ID = TEST_SUBSCRIPTION_ID;
const base = `/properties/${PROPERTY}/units/${UNIT}`;
const pattern = '/properties/:propertyId/units/:unitId';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const none = testSubscription({ live: false });
const plus = (boostUsed = 0, periods: SubscriptionV2['boost']['scheduledPeriods'] = []): SubscriptionV2 =>
  testSubscription({
    leads: [120, 10],
    unitPublish: [5, 1, { isLow: true }],
    boost: [7, boostUsed],
    periods,
  });
const plan = {
  subscriptionId: SUB_ID,
  planId: 'plus-eur-monthly',
  subscriptionStatus: 'active',
  subscriptionInternalStatus: 'active',
  isCancellationScheduled: false,
  expirationDate: '2031-06-01T00:00:00.000Z',
};
const user = (subscriptionApplicable: boolean) =>
  ({
    userId: '00000000-0000-4000-8000-000000000001',
    isCoinSubscriptionEnabled: subscriptionApplicable,
    appFeatures: { subscriptionApplicable, commissionApplicable: !subscriptionApplicable },
  }) as unknown as UserInfo;

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method,
  );
function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    for (const [key, answer] of Object.entries(routes)) if (path.includes(key)) return answer(init);
    return json({ title: 'not here' }, 404);
  });
}
const open = (page: string) =>
  renderRoute(<UnitSubscriptionRoute />, { path: `${base}/${page}`, pattern: `${pattern}/${page}` });

describe('the unit subscription pages', { timeout: 15_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('subscription-and-boosters: the unit’s plan, the account’s credits and the booked boosts', async () => {
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json(plus(2)),
      [`/subscription/info/${UNIT}`]: () =>
        json({
          currentPlan: plan,
          boosts: [{ type: 'boost', startDate: '2031-05-12', expirationDate: '2031-05-15' }],
        }),
    });
    open('subscription-and-boosters');
    expect(await screen.findByText('Your plan: Plus')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on Jun 1, 2031')).toBeInTheDocument();
    expect(within(screen.getByTestId('credit-boost')).getByText('5 of 7 left')).toBeInTheDocument();
    const publications = screen.getByTestId('credit-unitPublish');
    expect(within(publications).getByText('4 of 5 left')).toBeInTheDocument();
    expect(within(publications).getByText('Running low.')).toBeInTheDocument();
    // the boost's last day is the day before its end ([start, end))
    const booked = screen.getByRole('list', { name: 'Booked boosts of this unit' });
    expect(within(booked).getByText('May 12 – 14, 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a boost' })).toHaveAttribute('href', `${base}/boosters`);
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      `${base}/manage-subscription`,
    );
  });

  it('boosters: books the chosen days, the counters fall and the booked period is listed', async () => {
    let booked = false;
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json(plus()),
      '/coin/boost': () => {
        booked = true;
        return json(plus(3, [{ unitId: UNIT, startDate: '2031-05-12', endDate: '2031-05-15' }]));
      },
      [`/subscription/info/${UNIT}`]: () =>
        json({
          currentPlan: plan,
          boosts: booked ? [{ type: 'boost', startDate: '2031-05-12', expirationDate: '2031-05-15' }] : [],
        }),
    });
    open('boosters');
    expect(await screen.findByText('7 boost credits left')).toBeInTheDocument();
    expect(screen.getByText('No boosts are booked for this unit.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/First day/), { target: { value: '2031-05-12' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2031-05-14' } });
    expect(screen.getByText(/This boost costs 3 boost credits/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book boost' }));

    expect(await screen.findByText('4 boost credits left')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/coin/boost', 'POST')[0]![1]?.body))).toEqual({
      propertyUnitId: UNIT,
      startDate: '2031-05-12',
      endDate: '2031-05-15',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Boost booked: May 12 – 14, 2031.');
    const list = await screen.findByRole('list', { name: 'Booked boosts of this unit' });
    expect(within(list).getByText('May 12 – 14, 2031')).toBeInTheDocument();
    expect(calls(`/subscription/info/${UNIT}`)).toHaveLength(2);
  });

  it('boosters: shows the server’s refusal in place and keeps the days', async () => {
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json(plus()),
      '/coin/boost': () =>
        json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            detail: 'This unit is already boosted on some of these days.',
          },
          409,
        ),
      [`/subscription/info/${UNIT}`]: () => json({ currentPlan: plan, boosts: [] }),
    });
    open('boosters');
    fireEvent.change(await screen.findByLabelText(/First day/), { target: { value: '2031-05-12' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2031-05-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book boost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unit is already boosted on some of these days.',
    );
    expect(screen.getByLabelText(/First day/)).toHaveValue('2031-05-12');
    expect(screen.getByText(/7 boost credits left/)).toBeInTheDocument();
  });

  it('boosters: refuses more days than credits left without asking the server', async () => {
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json(plus(5)),
      [`/subscription/info/${UNIT}`]: () => json({ currentPlan: plan, boosts: [] }),
    });
    open('boosters');
    fireEvent.change(await screen.findByLabelText(/First day/), { target: { value: '2031-05-12' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2031-05-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book boost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not have enough boost credits/);
    expect(calls('/coin/boost', 'POST')).toHaveLength(0);
  });

  it('without a subscription: says so and leads to the payment details', async () => {
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json(none),
      [`/subscription/info/${UNIT}`]: () => json({ currentPlan: null, boosts: [] }),
    });
    const { unmount } = open('boosters');
    expect(await screen.findByText(/Boosts need a subscription/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book boost' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/account/payment');
    unmount();
    open('manage-subscription');
    expect(await screen.findByText(/This unit is not listed under a plan yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/account/payment');
  });

  it('a commission host: subscriptions do not apply', async () => {
    serve({
      '/user/info': () => json(user(false)),
      '/v2/user/subscription': () => json(none),
      [`/subscription/info/${UNIT}`]: () => json({ currentPlan: null, boosts: [] }),
    });
    open('subscription-and-boosters');
    expect(
      await screen.findByText('Subscriptions and boosts do not apply to your billing model.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry when the subscription cannot be read', async () => {
    serve({
      '/user/info': () => json(user(true)),
      '/v2/user/subscription': () => json({ title: 'Boom', status: 500, detail: 'Try again later.' }, 500),
      [`/subscription/info/${UNIT}`]: () => json({ currentPlan: plan, boosts: [] }),
    });
    open('boosters');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
