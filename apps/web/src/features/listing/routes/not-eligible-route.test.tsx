import type { OnboardingConfiguration } from '@host-portal/contracts/onboarding';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: NotEligibleRoute } = await import('./not-eligible-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refused = (over: Partial<OnboardingConfiguration>): OnboardingConfiguration => ({
  userType: 'company',
  onboardingStatus: 'in_progress',
  isKYCApplicable: true,
  commissionApplicable: true,
  subscriptionApplicable: false,
  country: 'US',
  eligibility: { eligible: false, reasons: ['countryNotSupported'] },
  supportedCountries: ['DE', 'AT', 'CH'],
  allowedHostTypes: ['individual'],
  ...over,
});

describe('NotEligibleRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: () => Response;
  beforeEach(() => {
    fetchMock.mockImplementation(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () =>
    renderRoute(<NotEligibleRoute />, {
      path: '/listing/onboarding-not-eligible',
      pattern: '/listing/onboarding-not-eligible',
    });

  it('names an unsupported country and lists the supported ones', async () => {
    answer = () => json(refused({}));
    open();
    expect(
      await screen.findByRole('heading', { name: 'You cannot list a property right now' }),
    ).toBeVisible();
    const reasons = screen.getByRole('list', { name: 'Why you cannot list' });
    expect(reasons).toHaveTextContent(
      'Properties cannot be listed yet by hosts whose billing address is in United States.',
    );
    expect(reasons).toHaveTextContent(
      'Hosts can list with a billing address in: Austria, Germany, Switzerland.',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      `mailto:support@example.test?subject=${encodeURIComponent('I cannot list a property')}`,
    );
    expect(document.title).toContain('You cannot list a property right now');
  });

  it('shows every reason, each in words', async () => {
    answer = () =>
      json(
        refused({
          eligibility: {
            eligible: false,
            reasons: ['countryNotSupported', 'hostTypeNotAllowed', 'accountExpired'],
          },
        }),
      );
    open();
    const reasons = await screen.findByRole('list', { name: 'Why you cannot list' });
    expect(reasons.querySelectorAll('li')).toHaveLength(3);
    expect(reasons).toHaveTextContent('Your account type cannot list properties at the moment.');
    expect(reasons).toHaveTextContent('Your account is no longer active. Support can reactivate it.');
  });

  it('an expired account alone: no country list', async () => {
    answer = () =>
      json(refused({ country: null, eligibility: { eligible: false, reasons: ['accountExpired'] } }));
    open();
    const reasons = await screen.findByRole('list', { name: 'Why you cannot list' });
    expect(reasons).toHaveTextContent('Your account is no longer active.');
    expect(reasons).not.toHaveTextContent('Hosts can list with');
  });

  it('sends a host who may list back to the check', async () => {
    answer = () => json(refused({ eligibility: { eligible: true, reasons: [] } }));
    const { router } = open();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/listing/check-eligibility'));
  });

  it('shows loading, then an error with a retry', async () => {
    answer = () =>
      json({ type: 'about:blank', title: 'Error', status: 500, detail: 'Server down', code: 'x' }, 500);
    open();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});
