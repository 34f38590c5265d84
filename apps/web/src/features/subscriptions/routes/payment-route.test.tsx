import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { TEST_SUBSCRIPTION_ID, testPlans, testSubscription } from '../subscription-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: PaymentRoute } = await import('./payment-route.tsx');

const SUB_ID = TEST_SUBSCRIPTION_ID;
const PAGE_ID = '3c2a4d63-4c5d-4e6f-9a71-8293a4b5c6d7';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const none = testSubscription({ live: false });
const active = testSubscription({ leads: [120, 100, { isLow: true }], unitPublish: [5, 5], boost: [7, 0] });
const plans = testPlans;

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

describe('PaymentRoute (/account/payment)', { timeout: 15_000 }, () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    assign.mockReset();
  });

  it('without a subscription: the plans, and choosing one with a coupon opens the hosted checkout', async () => {
    serve({
      '/v2/user/subscription': () => json(none),
      '/subscriptions/plans': () => json(plans),
      '/payment-source/status': () =>
        json({ status: 'missing', brand: null, last4: null, expMonth: null, expYear: null }),
      '/subscription/checkout': () =>
        json({
          hostedPageId: PAGE_ID,
          url: `http://localhost/checkout/${PAGE_ID}`,
          amount: 3920,
          currency: 'EUR',
        }),
    });
    renderRoute(<PaymentRoute />, { path: '/account/payment', pattern: '/account/payment' });
    expect(await screen.findByText(/You have no subscription yet/)).toBeInTheDocument();
    const plus = await screen.findByRole('article', { name: 'Plus' });
    expect(within(plus).getByText('€49.00 per month')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Coupon code/ }), {
      target: { value: ' welcome20 ' },
    });
    fireEvent.click(within(plus).getByRole('button', { name: 'Choose the Plus plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost/checkout/${PAGE_ID}`));
    const [, init] = calls('/subscription/checkout', 'POST')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ planId: 'plus-eur-monthly', couponCode: 'welcome20' });
  });

  it('shows a refused coupon on its field and stays', async () => {
    serve({
      '/v2/user/subscription': () => json(none),
      '/subscriptions/plans': () => json(plans),
      '/payment-source/status': () =>
        json({ status: 'missing', brand: null, last4: null, expMonth: null, expYear: null }),
      '/subscription/checkout': () =>
        json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            detail: 'This coupon code has expired.',
            invalidParams: [{ name: 'couponCode', reason: 'This coupon code has expired.' }],
          },
          400,
        ),
    });
    renderRoute(<PaymentRoute />, { path: '/account/payment', pattern: '/account/payment' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Coupon code/ }), {
      target: { value: 'SUMMER2025' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose the Starter plan' }));
    const field = screen.getByRole('textbox', { name: /Coupon code/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This coupon code has expired.'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from the checkout: marks it in progress, reads the subscription again, says it is active', async () => {
    let subscription = none;
    serve({
      '/v2/user/subscription': () => json(subscription),
      '/subscriptions/plans': () => json(plans),
      '/payment-source/status': () =>
        json({ status: 'valid', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 }),
      '/subscription/in_progress': () => {
        subscription = active;
        return json({ hostedPageId: PAGE_ID, status: 'succeeded', failureReason: null });
      },
    });
    renderRoute(<PaymentRoute />, {
      path: `/account/payment?hostedPageId=${PAGE_ID}&state=succeeded`,
      pattern: '/account/payment',
    });
    expect(await screen.findByText('Your subscription is active')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/subscription/in_progress', 'POST')[0]![1]?.body))).toEqual({
      hostedPageId: PAGE_ID,
    });
    expect(await screen.findByText('VISA ending in 4242, expires 12/2039')).toBeInTheDocument();
  });

  it('a cancelled checkout says nothing was charged', async () => {
    serve({
      '/v2/user/subscription': () => json(none),
      '/subscriptions/plans': () => json(plans),
      '/payment-source/status': () =>
        json({ status: 'missing', brand: null, last4: null, expMonth: null, expYear: null }),
    });
    renderRoute(<PaymentRoute />, {
      path: `/account/payment?hostedPageId=${PAGE_ID}&state=cancelled`,
      pattern: '/account/payment',
    });
    expect(await screen.findByText('You left the checkout. Nothing was charged.')).toBeInTheDocument();
    expect(calls('/subscription/in_progress', 'POST')).toHaveLength(0);
  });

  it('an active plan: its credits with the low and empty warnings; cancelling asks for a reason', async () => {
    serve({
      '/v2/user/subscription': () => json(active),
      '/subscriptions/plans': () => json(plans),
      '/payment-source/status': () =>
        json({ status: 'expiring', brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026 }),
      '/api/app/subscription': (init) =>
        init?.method === 'DELETE'
          ? json({
              ...active,
              subscription: { ...active.subscription, status: 'non_renewing', isCancellationScheduled: true },
            })
          : json({}, 404),
    });
    renderRoute(<PaymentRoute />, { path: '/account/payment', pattern: '/account/payment' });
    expect(await screen.findByRole('heading', { name: 'Your plan: Plus' })).toBeInTheDocument();
    expect(screen.getByText('None left this term.')).toBeInTheDocument();
    expect(screen.getByText('Running low.')).toBeInTheDocument();
    expect(await screen.findByText(/Your card expires this month/)).toBeInTheDocument();
    expect(screen.getByText('Your current plan')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at the end of the term' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }), {
      target: { value: 'Too expensive' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at the end of the term' }));
    expect(await screen.findByText('Cancellation scheduled')).toBeInTheDocument();
    const [, init] = calls('/api/app/subscription', 'DELETE')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subscriptionId: SUB_ID, reason: 'Too expensive' });
  });
});
