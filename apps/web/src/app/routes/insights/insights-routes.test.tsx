import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: InsightsLayout } = await import('./insights-layout.tsx');
const { insightsRoutes } = await import('./insights-routes.tsx');

const UNIT_ID = '1d6f0a52-3b4c-4d5e-8f60-718293a4b5c6';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the insights tabs (/insights/*)', { timeout: 15_000 }, () => {
  let earningsAvailable = false;

  beforeEach(() => {
    earningsAvailable = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/app/user/info') {
          const user = userInfo();
          return json({ ...user, appFeatures: { ...user.appFeatures, earningsAvailable } });
        }
        return json({ items: [], pagination: { current: 1, limit: 20, total: 0, pages: 0 } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path: string) =>
    renderRoute(
      <Suspense fallback={null}>
        <InsightsLayout />
      </Suspense>,
      { path, pattern: '/insights', children: insightsRoutes() },
    );
  const tabs = () =>
    within(screen.getByRole('navigation', { name: 'Statistics' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('says that performance is not available yet, and leads to the reviews', async () => {
    render('/insights/performance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByText(/not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your reviews' })).toHaveAttribute(
      'href',
      '/insights/reviews',
    );
    await waitFor(() => expect(tabs()).toEqual(['Performance', 'Reviews']));
  });

  it('shows earnings and occupancy only with earnings available, and opens earnings first', async () => {
    earningsAvailable = true;
    const { router } = render('/insights');
    await waitFor(() => expect(tabs()).toEqual(['Earnings', 'Occupancy', 'Performance', 'Reviews']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/insights/earnings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
  });

  it('keeps the chosen unit from tab to tab', async () => {
    render(`/insights/occupancy/${UNIT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Occupancy' });
    const nav = screen.getByRole('navigation', { name: 'Statistics' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      `/insights/reviews/${UNIT_ID}`,
    );
    expect(within(nav).getByRole('link', { name: 'Performance' })).not.toHaveAttribute('aria-current');
  });

  it('answers an unknown tab with not found', async () => {
    render('/insights/weather');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
