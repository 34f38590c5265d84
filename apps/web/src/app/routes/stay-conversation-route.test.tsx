import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ID, channel, json, RESERVATION_ID } from '../../features/messaging/messaging-test-data.ts';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: StayConversationRoute } = await import('./stay-conversation-route.tsx');

describe('StayConversationRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () =>
    renderRoute(<StayConversationRoute />, {
      path: `/messages/stay/${RESERVATION_ID}`,
      pattern: '/messages/stay/:reservationId',
    });

  it('opens the reservation’s conversation and replaces itself with its channel', async () => {
    fetchMock.mockResolvedValue(json(channel()));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = open();
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/messages/all/${CHANNEL_ID}`);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/app/messaging/conversation');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reservationId: RESERVATION_ID });
  });

  it('says so when the reservation is not the host’s, and offers a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ title: 'Not found', status: 404, detail: 'Reservation not found' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = open();
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    first.unmount();

    fetchMock.mockResolvedValueOnce(json({ title: 'Unavailable', status: 503 }, 503));
    fetchMock.mockResolvedValueOnce(json(channel()));
    const { router } = open();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    retry.click();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/all/${CHANNEL_ID}`));
  });
});
