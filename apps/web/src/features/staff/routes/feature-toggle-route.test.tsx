import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: FeatureToggleRoute } = await import('./feature-toggle-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const toggle = (enabled: boolean, changes: unknown[] = []) => ({
  id: 'campaignRedirect',
  enabled,
  defaultValue: false,
  available: true,
  changes,
});
const LIST = {
  items: ['overview', 'helpCenter', 'alternateReservations', 'welcomeTourForced', 'campaignRedirect'].map(
    (id) => ({
      id,
      enabled: false,
      defaultValue: false,
      available: true,
    }),
  ),
};

describe('FeatureToggleRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = (id = 'campaignRedirect') =>
    renderRoute(<FeatureToggleRoute />, { path: `/feature-toggle/${id}`, pattern: '/feature-toggle/:id' });

  it('shows the not-found page to hosts (the API answers 404) and to unknown flags', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    render('nonsense');
    expect(await screen.findAllByRole('heading', { name: 'Page not found' })).toHaveLength(2);
  });

  it('switches the flag for everyone and shows who switched it when', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        expect(JSON.parse(String(init.body))).toEqual({ enabled: true });
        return json(
          toggle(true, [
            { enabled: true, changedBy: 'stella@example.test', changedAt: '2026-03-02T10:00:00Z' },
          ]),
        );
      }
      return String(url).endsWith('/feature-toggles') ? json(LIST) : json(toggle(false));
    });
    render();
    const control = await screen.findByRole('switch', { name: 'On for everyone' });
    expect(control).not.toBeChecked();
    expect(
      screen.getByText('Nobody has switched this setting yet: the configured default applies.'),
    ).toBeInTheDocument();
    fireEvent.click(control);
    expect(await screen.findByText('stella@example.test')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'On for everyone' })).toBeChecked();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(String(puts[0]![0])).toBe('/api/staff/feature-toggles/campaignRedirect');
    const flags = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(flags).getByRole('link', { name: 'Campaign links' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
