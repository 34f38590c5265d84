import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channel, json, OTHER_CHANNEL_ID } from '../../features/messaging/messaging-test-data.ts';
import { FakeWebSocket } from '../../test/chat-socket.ts';
import { renderRoute } from '../../test/render.tsx';
import GuestChatRoute from './guest-chat-route.tsx';

const STAYED = '7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22';
const stay = { checkIn: '2031-07-01', checkOut: '2031-07-05', guests: 2, guestLanguage: 'en' };

/**
 * Issue 10: the "how was your stay" e-mail's link ends, after the login, at
 * /guest/chat?channel=…&review=<reservation>; the chat opens that stay and its review form.
 */
describe('GuestChatRoute with ?review=', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const channels = [
      // the newest conversation is another stay, still ahead
      channel({
        unitTitle: 'Seaside flat',
        placeholders: null,
        stay: { ...stay, status: 'CONFIRMED', checkOut: '2999-01-05' },
      }),
      channel({
        id: OTHER_CHANNEL_ID,
        reservationId: STAYED,
        unitTitle: 'Mountain hut',
        placeholders: null,
        stay: { ...stay, status: 'IN_REVIEW_COLLECTION' },
      }),
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/guest/me') return json({ email: 'ana@example.test', name: 'Ana' });
      if (url.pathname === '/api/guest/channels') return json({ items: channels });
      if (url.pathname === `/api/guest/reservations/${STAYED}/review`) {
        return json({ reservationId: STAYED, state: 'open', until: '2031-07-19', review: null });
      }
      if (url.pathname.endsWith('/messages')) return json({ messages: [], hasMore: false });
      return json({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('opens the stay the link names and its review form, and forgets the link once closed', async () => {
    const { router } = renderRoute(<GuestChatRoute />, {
      path: `/guest/chat?review=${STAYED}`,
      pattern: '/guest/chat',
    });
    // the session, the stays and the review state come one after another: allow a busy machine time
    const dialog = await screen.findByRole('dialog', { name: 'Review your stay' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('group', { name: /^Overall rating/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mountain hut' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Stays' })).getByRole('link', { name: /Mountain hut/ }),
    ).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${OTHER_CHANNEL_ID}`));
    // the same stay, which still invites a review; only the form closed
    expect(screen.getByRole('heading', { level: 2, name: 'Mountain hut' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    // the other stay was not asked about
    expect(
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes(`/reservations/`))
        .map(([url]) => String(url)),
    ).toEqual([`/api/guest/reservations/${STAYED}/review`]);
  });
});
