import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { testUser } from '../account-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: PricingRoute } = await import('./pricing-route.tsx');

const fetchMock = vi.fn<typeof fetch>();
const serveUser = (over: Parameters<typeof testUser>[0]) =>
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(testUser(over)), { headers: { 'content-type': 'application/json' } }),
  );

describe('PricingRoute (/account/pricing)', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('a commission account: the fee model’s commission, no subscription', async () => {
    serveUser({ commercialModel: 'commission', biddingTag: 'host_only_14_5' });
    renderRoute(<PricingRoute />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Commission' })).toBeInTheDocument();
    expect(screen.getByText("We keep 14.5 % of each booking's total as commission.")).toBeInTheDocument();
    expect(screen.getByText('There is no subscription and no fixed cost.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your plan and payment details' })).toBeNull();
  });

  it('a hybrid account: its tier and a link to the plan', async () => {
    serveUser({ commercialModel: 'hybrid', biddingTag: 'hybrid_7', isHybrid: true });
    renderRoute(<PricingRoute />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Commission and subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We keep 7 % of each booking's total as commission.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your plan and payment details' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
  });
});
