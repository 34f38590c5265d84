import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleAccountTabs } from '../../../lib/account-entries.ts';
import { renderRoute } from '../../../test/render.tsx';
import { testUser } from '../account-test-data.ts';
import AccountLayout from './account-layout.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const features = testUser().appFeatures;
const subscriptionOnly = {
  ...features,
  commissionApplicable: false,
  subscriptionApplicable: true,
  isSubscriptionCheckoutAvailable: true,
  earningsAvailable: false,
  bookingsAvailable: false,
  isKYCApplicable: false,
};

describe('account tabs (001 section 2)', () => {
  it('shows payout and pricing only where commission applies, not for hybrid without subscription', () => {
    expect(visibleAccountTabs({ appFeatures: features, isHybrid: false })).toEqual([
      'profile',
      'billing',
      'payout',
      'pricing',
      'earnings',
      'localization',
      'api',
    ]);
    expect(visibleAccountTabs({ appFeatures: subscriptionOnly, isHybrid: false })).toEqual([
      'profile',
      'billing',
      'payment',
      'localization',
      'api',
    ]);
    expect(
      visibleAccountTabs({ appFeatures: { ...features, subscriptionApplicable: false }, isHybrid: true }),
    ).not.toContain('pricing');
    expect(
      visibleAccountTabs({ appFeatures: { ...features, subscriptionApplicable: true }, isHybrid: true }),
    ).toContain('pricing');
  });

  describe('by address', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => vi.stubGlobal('fetch', fetchMock));
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
    });
    const open = (path: string) =>
      renderRoute(<AccountLayout />, {
        path,
        pattern: '/account',
        children: [
          { path: 'profile', element: <p>profile page</p> },
          { path: 'pricing', element: <p>pricing page</p> },
        ],
      });

    it('sends a tab the account does not show to the profile', async () => {
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify(testUser({ appFeatures: subscriptionOnly })), { status: 200 }),
      );
      open('/account/pricing');
      expect(await screen.findByText('profile page')).toBeInTheDocument();
      expect(screen.queryByText('pricing page')).toBeNull();
    });

    it('opens a tab the account shows', async () => {
      fetchMock.mockResolvedValue(new Response(JSON.stringify(testUser()), { status: 200 }));
      open('/account/pricing');
      expect(await screen.findByText('pricing page')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pricing model' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
