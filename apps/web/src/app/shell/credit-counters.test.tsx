import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { CreditCounters } = await import('./credit-counters.tsx');

const credit = (quota: number, used: number, enabled = quota > 0) => ({
  enabled,
  quota,
  used,
  remaining: quota - used,
  isEmpty: enabled && quota === used,
  isLow: false,
});
const subscription = (live: boolean): SubscriptionV2 => ({
  subscription: live
    ? {
        id: '2b1f3c52-3b4c-4d5e-8f60-718293a4b5c6',
        planId: 'plus-eur-monthly',
        status: 'active',
        expirationDate: '2031-06-01T00:00:00.000Z',
        isExpired: false,
        isAboutToExpire: false,
        isCancellationScheduled: false,
      }
    : null,
  leads: { ...credit(120, 0, live), total: 120 },
  unitPublish: { ...credit(5, 2, live), cost: 1 },
  boost: { ...credit(7, 2, live), cost: 1, scheduledPeriods: [] },
});

describe('CreditCounters (shell header)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const serve = (body: SubscriptionV2) =>
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('with the coin feature and enabled credits: publications and boosts left, a link to the payment details', async () => {
    serve(subscription(true));
    renderRoute(<CreditCounters user={{ isCoinSubscriptionEnabled: true }} />);
    const link = await screen.findByRole('link', { name: '3 unit publications left, 5 boost credits left' });
    expect(link).toHaveAttribute('href', '/account/payment');
    expect(link).toHaveTextContent('Publications3·Boosts5');
  });

  it('hidden without the coin feature, and the subscription is not even asked for', async () => {
    serve(subscription(true));
    renderRoute(
      <>
        <CreditCounters user={{ isCoinSubscriptionEnabled: false }} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('credit-counters')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hidden when neither the publish nor the boost credits are enabled (no live subscription)', async () => {
    serve(subscription(false));
    const { queryClient } = renderRoute(<CreditCounters user={{ isCoinSubscriptionEnabled: true }} />);
    // the answer is in: what shows now is final
    await waitFor(() => expect(queryClient.getQueryData(['subscriptions', 'v2'])).toBeTruthy());
    expect(screen.queryByTestId('credit-counters')).not.toBeInTheDocument();
  });
});
