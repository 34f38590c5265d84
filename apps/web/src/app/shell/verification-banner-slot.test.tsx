import { fireEvent, screen } from '@testing-library/react';
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
  beforeEach(() => {
    kycApplicable = true;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/app/user/info')) {
        const user = userInfo();
        return json({ ...user, appFeatures: { ...user.appFeatures, isKYCApplicable: kycApplicable } });
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

  it('shows the expired banner, whose action opens the contact-support form', async () => {
    renderRoute(<VerificationBannerSlot />, { path: '/properties', pattern: '/properties' });
    fireEvent.click(await screen.findByRole('button', { name: 'Write to support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact support' })).toBeInTheDocument();
  });

  it('asks nothing for a host KYC does not apply to', async () => {
    kycApplicable = false;
    renderRoute(<VerificationBannerSlot />, { path: '/properties', pattern: '/properties' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(kycCalls()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Identity verification' })).not.toBeInTheDocument();
  });
});
