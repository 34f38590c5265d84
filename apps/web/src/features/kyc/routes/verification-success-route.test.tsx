import type { KycStatus } from '@host-portal/contracts/kyc';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, kycStatus } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: VerificationSuccessRoute } = await import('./verification-success-route.tsx');

describe('VerificationSuccessRoute (/verification/success)', () => {
  let status: KycStatus;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(status)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const render = () =>
    renderRoute(<VerificationSuccessRoute />, {
      path: '/verification/success',
      pattern: '/verification/success',
    });

  it('confirms a submitted verification', async () => {
    status = kycStatus({ tier: 'IN_PROGRESS' });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your documents were submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/home');
  });

  it('sends a verification not yet submitted back to /verification', async () => {
    status = kycStatus({ tier: 'COLLECTING_DATA' });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
  });
});
