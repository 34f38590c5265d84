import type { KycStatus } from '@host-portal/contracts/kyc';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testSettings } from '../../../test/render.tsx';
import { json, kycStatus } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { VerificationBanner, bannerFor } = await import('./verification-banner.tsx');

describe('bannerFor (001 section 4)', () => {
  it('shows nothing when completed or inside the verification', () => {
    expect(bannerFor('COMPLETED', '/home')).toBeNull();
    expect(bannerFor('FAILED', '/verification')).toBeNull();
    expect(bannerFor('COLLECTING_DATA', '/verification/individual/upload-id')).toBeNull();
  });
  it('shows "never started" only off the account pages; the others everywhere else', () => {
    expect(bannerFor('VERIFICATION_NEVER_STARTED', '/account')).toBeNull();
    expect(bannerFor('VERIFICATION_NEVER_STARTED', '/account/profile')).toBeNull();
    expect(bannerFor('VERIFICATION_NEVER_STARTED', '/home')).toBe('VERIFICATION_NEVER_STARTED');
    expect(bannerFor('REQUIRED', '/account/profile')).toBe('REQUIRED');
    expect(bannerFor('EXPIRED', '/properties')).toBe('EXPIRED');
  });
});

describe('VerificationBanner', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let status: KycStatus;
  beforeEach(() => {
    fetchMock.mockImplementation(async () => json(status));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = (
    tier: KycStatus['tier'],
    { pathname = '/home', enabled = true, applicable = true } = {},
  ) => {
    status = kycStatus({ tier, applicable });
    return renderRoute(<VerificationBanner enabled={enabled} pathname={pathname} />, {
      settings: { ...testSettings, supportEmail: 'help-desk@example.test' },
    });
  };
  const region = () => screen.findByRole('region', { name: 'Identity verification' });

  it.each([
    ['VERIFICATION_NEVER_STARTED', 'Start verification'],
    ['REQUIRED', 'Verify now'],
    ['COLLECTING_DATA', 'Continue'],
    ['FAILED', 'Try again'],
  ] as const)('%s leads to /verification with "%s"', async (tier, action) => {
    render(tier);
    await region();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', '/verification');
  });

  it('IN_PROGRESS informs without an action', async () => {
    render('IN_PROGRESS');
    expect(await region()).toHaveTextContent('We are checking your documents.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('EXPIRED opens the support e-mail, its subject naming the verification', async () => {
    render('EXPIRED');
    await region();
    const href = screen.getByRole('link', { name: 'Write to support' }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help-desk@example.test');
    expect(url.searchParams.get('subject')).toBe('Expired identity verification: request to reopen');
  });

  it('shows nothing when completed, not applicable, or disabled (no status call then)', async () => {
    const completed = render('COMPLETED');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    completed.unmount();
    const notApplicable = render('FAILED', { applicable: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    notApplicable.unmount();
    fetchMock.mockClear();
    render('FAILED', { enabled: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
