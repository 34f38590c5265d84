import type { OnboardingConfiguration } from '@host-portal/contracts/onboarding';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { configuration, failure, json } from './eligibility-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: CheckEligibilityRoute } = await import('./check-eligibility-route.tsx');

describe('CheckEligibilityRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let config: OnboardingConfiguration | 'down';
  let properties = 0;
  beforeEach(() => {
    config = configuration();
    properties = 0;
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/app/user/onboarding/getConfiguration') {
        return config === 'down' ? failure() : json(config);
      }
      if (path === '/api/app/properties') {
        return json({ items: [], pagination: { current: 1, limit: 1, total: properties, pages: 1 } });
      }
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () =>
    renderRoute(<CheckEligibilityRoute />, {
      path: '/listing/check-eligibility',
      pattern: '/listing/check-eligibility',
      children: [],
    });
  const paths = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

  it('sends an eligible new host to the first property', async () => {
    const { router } = open();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/listing/first-property'));
  });

  it('sends an eligible host with properties to add another', async () => {
    properties = 2;
    const { router } = open();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/listing/add-property'));
  });

  it('sends a host the rules refuse to the not-eligible page, without reading properties', async () => {
    config = configuration({
      country: 'US',
      eligibility: { eligible: false, reasons: ['countryNotSupported'] },
    });
    const { router } = open();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/listing/onboarding-not-eligible'));
    expect(paths()).not.toContain('/api/app/properties');
  });

  it('shows the check while it runs, and an error with a retry when it fails', async () => {
    config = 'down';
    open();
    expect(screen.getByRole('status', { name: 'Checking your account' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    config = configuration();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
