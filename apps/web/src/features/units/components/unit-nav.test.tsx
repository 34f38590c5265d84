import type { UserInfo } from '@host-portal/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { UnitNav } = await import('./unit-nav.tsx');

const PROPERTY = '1a0e2b41-2a3b-4c4d-8e5f-60718293a4b5';
const UNIT = '4d3b5e74-5d6e-4f70-8b82-93a4b5c6d7e8';
const user = (subscriptionApplicable: boolean) =>
  ({ appFeatures: { subscriptionApplicable } }) as unknown as UserInfo;

describe('UnitNav', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const as = (subscriptionApplicable: boolean) => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(user(subscriptionApplicable)), { status: 200 }),
    );
    return renderRoute(<UnitNav propertyId={PROPERTY} unitId={UNIT} />);
  };

  it('lists the subscription and boosters page where a subscription applies', async () => {
    as(true);
    const link = await screen.findByRole('link', { name: 'Subscription and boosters' });
    expect(link).toHaveAttribute('href', `/properties/${PROPERTY}/units/${UNIT}/subscription-and-boosters`);
  });

  it('leaves it out for the other billing models', async () => {
    const { queryClient } = as(false);
    // the user is known: the tab list is final
    await waitFor(() => expect(queryClient.getQueryData(['user', 'info'])).toBeTruthy());
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscription and boosters' })).not.toBeInTheDocument();
  });
});
