import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSubscription } from '../../features/subscriptions/subscription-test-data.ts';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { CreditCounters } = await import('./credit-counters.tsx');

const subscription = (live: boolean): SubscriptionV2 =>
  testSubscription({
    live,
    leads: [120, 0, { enabled: live }],
    unitPublish: [5, 2, { enabled: live }],
    boost: [7, 2, { enabled: live }],
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
