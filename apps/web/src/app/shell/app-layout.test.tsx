import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { AppLayout } = await import('./app-layout.tsx');

describe('AppLayout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('pending-count') ? { count: 3 } : userInfo();
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the pending requests on the bookings entry of both bars', async () => {
    renderRoute(<AppLayout />, { path: '/properties', pattern: '/properties' });
    const top = await screen.findByTestId('top-bar');
    const link = await within(top).findByRole('link', { name: /Bookings/ });
    expect(await within(link).findByRole('img', { name: '3 new items' })).toHaveTextContent('3');
    const bottom = screen.getByTestId('bottom-bar');
    expect(within(bottom).getByRole('img', { name: '3 new items' })).toBeInTheDocument();
  });
});
