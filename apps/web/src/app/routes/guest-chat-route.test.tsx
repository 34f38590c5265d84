import type { ChatChannel } from '@host-portal/contracts/messaging';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANNEL_ID,
  channel,
  json,
  message,
  OTHER_CHANNEL_ID,
  RESERVATION_ID,
} from '../../features/messaging/messaging-test-data.ts';
import { FakeWebSocket } from '../../test/chat-socket.ts';
import { renderRoute } from '../../test/render.tsx';
import GuestChatRoute from './guest-chat-route.tsx';

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail: 'Sign in', code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A pending request and a confirmed booking, seen from the guest's side. */
const pending = (over: Partial<ChatChannel> = {}) =>
  channel({
    conversationType: 'bookingRequest',
    unitTitle: 'Seaside flat',
    title: 'Hana Host',
    unreadCount: 2,
    stay: {
      checkIn: '2031-07-01',
      checkOut: '2031-07-05',
      guests: 2,
      status: 'REQUESTED',
      guestLanguage: 'en',
    },
    placeholders: null,
    ...over,
  });
const booked = channel({
  id: OTHER_CHANNEL_ID,
  reservationId: '7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22',
  unitTitle: 'Mountain hut',
  title: 'Hana Host',
  placeholders: null,
});

describe('GuestChatRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let channels: ChatChannel[];
  let channelsAnswer: () => Response;
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path))
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    channels = [pending(), booked];
    channelsAnswer = () => json({ items: channels });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/guest/me') return json({ email: 'ana@example.test', name: 'Ana' });
      if (url.pathname === '/api/guest/channels') return channelsAnswer();
      const messages = /^\/api\/guest\/channels\/([^/]+)\/messages$/.exec(url.pathname);
      if (messages && method === 'GET') {
        const id = messages[1]!;
        if (url.searchParams.has('after')) return json({ messages: [], hasMore: false });
        return json({
          messages: [
            message(1, {
              channelId: id,
              sender: 'host',
              senderName: 'Hana Host',
              body: `First words in ${id}`,
            }),
          ],
          hasMore: false,
        });
      }
      if (messages && method === 'POST') {
        const body = JSON.parse(String(init?.body));
        return json(
          message(2, {
            channelId: messages[1]!,
            senderName: 'Ana',
            body: body.body,
            clientId: body.clientId,
          }),
          201,
        );
      }
      if (url.pathname === '/api/guest/logout') return new Response(null, { status: 204 });
      if (url.pathname.endsWith('/read')) return json(pending({ unreadCount: 0, guestReadSeq: 1 }));
      if (url.pathname === `/api/guest/reservations/${RESERVATION_ID}/cancel`) {
        channels = [pending({ stay: { ...pending().stay!, status: 'CANCELLED' } }), booked];
        return json({ id: RESERVATION_ID, kind: 'booking_request', status: 'CANCELLED' });
      }
      return problem(404, 'route_not_found');
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (search = '') =>
    renderRoute(<GuestChatRoute />, { path: `/guest/chat${search}`, pattern: '/guest/chat' });
  const stays = () => screen.getByRole('navigation', { name: 'Stays' });

  it('lists the guest’s stays with status and unread count, and opens the first conversation', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stays' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ana@example.test')).toBeInTheDocument();
    const first = within(stays()).getByRole('link', { name: /Seaside flat/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('2 unread messages');
    expect(within(stays()).getByRole('link', { name: /Mountain hut/ })).toHaveTextContent('Confirmed');
    expect(await screen.findByText(`First words in ${CHANNEL_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seaside flat' })).toBeInTheDocument();
    // the guest's own socket: the cookie goes along, no token in the address
    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(1));
    expect(FakeWebSocket.last().url).toMatch(/^ws:\/\/[^/]+\/api\/messaging\/socket$/);
    // what the guest sees is marked read through the guest's endpoint
    await waitFor(() => expect(sent('PUT', `/api/guest/channels/${CHANNEL_ID}/read`)).toEqual([{ seq: 1 }]));
  });

  it('shows a guest with one stay its conversation without a list of one', async () => {
    channels = [booked];
    open();
    expect(await screen.findByText(`First words in ${OTHER_CHANNEL_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mountain hut' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stays' })).not.toBeInTheDocument();
  });

  it('opens another stay’s conversation from its link', async () => {
    open();
    fireEvent.click(
      await within(await screen.findByRole('navigation', { name: 'Stays' })).findByRole('link', {
        name: /Mountain hut/,
      }),
    );
    expect(await screen.findByText(`First words in ${OTHER_CHANNEL_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mountain hut' })).toBeInTheDocument();
    // a confirmed booking is not withdrawn here
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('writes to the host and shows the host’s answer as it arrives', async () => {
    open(`?channel=${CHANNEL_ID}`);
    await screen.findByText(`First words in ${CHANNEL_ID}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'We arrive at 22:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent('POST', `/api/guest/channels/${CHANNEL_ID}/messages`)).toEqual([
        expect.objectContaining({ body: 'We arrive at 22:00' }),
      ]),
    );
    const socket = FakeWebSocket.last();
    act(() => socket.serverOpen());
    act(() =>
      socket.serverSend({
        type: 'message',
        message: message(3, { sender: 'host', senderName: 'Hana Host', body: 'See you then!' }),
      }),
    );
    expect(await screen.findByText('See you then!')).toBeInTheDocument();
  });

  it('withdraws a pending request only after the guest confirms', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST', '/api/guest/reservations/')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Your request is cancelled. The host has been told.')).toBeInTheDocument();
    expect(sent('POST', `/api/guest/reservations/${RESERVATION_ID}/cancel`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(stays()).getByRole('link', { name: /Seaside flat/ })).toHaveTextContent('Withdrawn'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument(),
    );
  });

  it('ends the session on a 401: the guest’s data leaves the cache and a new link is offered', async () => {
    channelsAnswer = () => problem(401, 'unauthorized');
    const { queryClient } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has ended' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your e-mail address/ })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest'] })).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Stays' })).not.toBeInTheDocument();
  });

  it('signs out: the socket closes, nothing more is asked, and the guest can ask for a link', async () => {
    const { queryClient } = open();
    await screen.findByText(`First words in ${CHANNEL_ID}`);
    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(1));
    await waitFor(() => expect(sent('PUT', `/api/guest/channels/${CHANNEL_ID}/read`)).toHaveLength(1));
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
    expect(sent('POST', '/api/guest/logout')).toHaveLength(1);
    expect(FakeWebSocket.last().closedByClient).toBe(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest'] })).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['messaging', 'conversation', 'guest'] })).toEqual(
      [],
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.slice(before).map(([url]) => String(url))).toEqual(['/api/guest/logout']);
  });
});
