import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, kycStatus } from '../../features/kyc/kyc-test-data.ts';
import { userInfo } from '../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { VerificationBannerSlot } = await import('./verification-banner-slot.tsx');

describe('VerificationBannerSlot (the shell)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let kycApplicable: boolean;
  let isStaff: boolean;
  beforeEach(() => {
    kycApplicable = true;
    isStaff = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/app/user/info')) {
        const user = userInfo();
        return json({
          ...user,
          isStaff,
          appFeatures: { ...user.appFeatures, isKYCApplicable: kycApplicable },
        });
      }
      if (url.startsWith('/api/app/user/kyc/status')) return json(kycStatus({ tier: 'EXPIRED' }));
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const kycCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/kyc/'));

  it('shows the expired banner, whose action e-mails support', async () => {
    renderRoute(<VerificationBannerSlot />, { path: '/properties', pattern: '/properties' });
    const action = await screen.findByRole('link', { name: 'Write to support' });
    expect(action.getAttribute('href')).toMatch(/^mailto:support@example\.test\?subject=/);
  });

  it.each([
    ['a host KYC does not apply to', () => (kycApplicable = false)],
    ['staff (they are not verified)', () => (isStaff = true)],
  ])('asks nothing and shows nothing for %s', async (_, given) => {
    given();
    renderRoute(<VerificationBannerSlot />, { path: '/properties', pattern: '/properties' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(kycCalls()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Identity verification' })).not.toBeInTheDocument();
  });
});
