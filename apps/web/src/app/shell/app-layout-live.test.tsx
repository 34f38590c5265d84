import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../features/reservations/reservation-test-data.ts';
import { FakeWebSocket } from '../../test/chat-socket.ts';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { AppLayout } = await import('./app-layout.tsx');

/** The shell's messaging parts (issue 9): the inbox badge, the bell, and the one chat connection. */
describe('AppLayout with messaging', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let onboarding: 'finished' | 'in_progress';
  const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    onboarding = 'finished';
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url.includes('pending-count')) return answer({ count: 0 });
      if (url.startsWith('/api/app/messaging/token')) {
        return answer({
          token: 'tok-1',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          url: '/api/messaging/socket',
          userId: 'be6b7f9d-3a5c-4b6d-8fa0-8c7a6b5d4e66',
          userName: 'Hana Host',
        });
      }
      if (url.startsWith('/api/app/messaging/channels')) {
        return answer({
          items: [],
          pagination: { current: 1, limit: 1, total: 0, pages: 0 },
          unreadChannels: 3,
        });
      }
      if (url.startsWith('/api/app/notifications')) return answer({ items: [], unread: 12, hasMore: false });
      const user = userInfo();
      return answer({
        ...user,
        onboardingStatus: onboarding,
        appFeatures: { ...user.appFeatures, commissionApplicable: true },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the unread channels on the inbox entry and the unread notifications on the bell', async () => {
    renderRoute(<AppLayout />, { path: '/properties', pattern: '/properties' });
    const top = await screen.findByTestId('top-bar');
    const inbox = await within(top).findByRole('link', { name: /Inbox/ });
    expect(await within(inbox).findByRole('img', { name: '3 new items' })).toHaveTextContent('3');
    // above ten: a dot, and the name still says how many
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('bell-badge')).toHaveTextContent('');
  });

  it('connects the chat with a fresh token on this host', async () => {
    renderRoute(<AppLayout />, { path: '/properties', pattern: '/properties' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(FakeWebSocket.last().url).toBe(`ws://${window.location.host}/api/messaging/socket?token=tok-1`);
  });

  it('does not connect while onboarding is in progress', async () => {
    onboarding = 'in_progress';
    renderRoute(<AppLayout />, { path: '/properties', pattern: '/properties' });
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls().some((url) => url.includes('/messaging/token'))).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
