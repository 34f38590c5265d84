import type { ChatChannel } from '@host-portal/contracts/messaging';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocketContext } from '../../../lib/chat-socket-provider.tsx';
import { testConnection } from '../../../test/chat-socket.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useMessagingLiveUpdates } from '../api/use-messaging-live-updates.ts';
import {
  CHANNEL_ID,
  channel,
  channelsPage,
  json,
  message,
  OTHER_CHANNEL_ID,
  RESERVATION_ID,
} from '../messaging-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: InboxRoute } = await import('./inbox-route.tsx');

const anna = channel({
  unreadCount: 2,
  lastMessage: { body: 'Is parking free?', sender: 'guest', createdAt: new Date().toISOString(), seq: 2 },
});
const marco = channel({
  id: OTHER_CHANNEL_ID,
  title: 'Marco Rossi',
  members: [
    { role: 'host', name: 'Hana Host' },
    { role: 'guest', name: 'Marco Rossi' },
  ],
  conversationType: 'bookingInquiry',
  bookingCode: 'HP-AAAA1111',
  unitTitle: 'Garden studio',
  lastMessage: { body: 'Thanks!', sender: 'host', createdAt: '2031-01-02T10:00:00.000Z', seq: 4 },
});

function setWidth(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && query.includes('min-width: 62em'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function Live() {
  useMessagingLiveUpdates();
  return <InboxRoute />;
}

describe('InboxRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const original = window.matchMedia;
  let list: (query: URLSearchParams) => ChatChannel[];
  let connection: ReturnType<typeof testConnection>;
  const listCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/app/messaging/channels');

  beforeEach(() => {
    connection = testConnection();
    list = () => [anna, marco];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname;
      if (path === '/api/app/messaging/channels') return json(channelsPage(list(url.searchParams), 1));
      const id = path.split('/')[5];
      const found = [anna, marco].find((c) => c.id === id) ?? anna;
      if (path.endsWith('/messages'))
        return json({ messages: [message(1, { channelId: found.id })], hasMore: false });
      if (path.endsWith('/read')) return json({ ...found, unreadCount: 0 });
      if (init?.method === 'PATCH') return json({ ...found, ...JSON.parse(String(init.body)) });
      if (path.endsWith('/saved-replies')) return json({ items: [] });
      return json(found);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    window.matchMedia = original;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (path: string) =>
    renderRoute(
      <ChatSocketContext.Provider value={connection}>
        <Live />
      </ChatSocketContext.Provider>,
      { path, pattern: '/messages/:channelStatus/:channelId?' },
    );

  it('on a desktop lists the channels beside the first conversation, chosen for the host', async () => {
    setWidth(true);
    const { router } = open('/messages/all');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const row = within(nav).getByRole('link', { name: /Anna Berg/ });
    expect(row).toHaveTextContent('Seaside flat · HP-6F1C2A4E');
    expect(row).toHaveTextContent('Is parking free?');
    expect(row).toHaveTextContent('2 unread messages');
    expect(within(nav).getByRole('link', { name: /Marco Rossi/ })).toHaveTextContent('You: Thanks!');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/all/${CHANNEL_ID}`));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Anna Berg/ })).toHaveAttribute('aria-current', 'page'),
    );
    // the conversation's header: guest, code, stay and the reservation's page
    expect(await screen.findByRole('heading', { name: 'Anna Berg', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/2 guests · Confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/booking-details/${RESERVATION_ID}`,
    );
    expect(await screen.findByRole('log', { name: 'Messages with Anna Berg' })).toHaveTextContent(
      'Message 1',
    );
    // an inquiry's header leads to the inquiry
    fireEvent.click(screen.getByRole('link', { name: /Marco Rossi/ }));
    expect(await screen.findByRole('link', { name: 'Open the inquiry' })).toHaveAttribute(
      'href',
      `/inquiries/${RESERVATION_ID}`,
    );
  });

  it('on a phone shows the list, then the conversation with a way back', async () => {
    setWidth(false);
    const { router } = open('/messages/all');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('link', { name: /Marco Rossi/ }));
    expect(await screen.findByRole('heading', { name: 'Marco Rossi', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/all'));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('filters unread and favourites, searches after a pause, and keeps them in the address', async () => {
    setWidth(false);
    list = (query) =>
      query.get('filter') === 'unread' ? [anna] : query.get('search') === 'marco' ? [marco] : [anna, marco];
    const { router } = open('/messages/all');
    await screen.findByRole('link', { name: /Marco Rossi/ });

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Marco Rossi/ })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?unread=true');
    expect(listCalls().at(-1)?.searchParams.get('filter')).toBe('unread');

    fireEvent.click(screen.getByRole('radio', { name: 'Favorites' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('filter')).toBe('favorited'));
    expect(router.state.location.search).toBe('?favorited=true');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: ' marco ' },
    });
    // nothing is asked before the pause
    expect(listCalls().some((url) => url.searchParams.get('search'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Anna Berg/ })).not.toBeInTheDocument());
    expect(listCalls().at(-1)?.searchParams.get('search')).toBe('marco');
    expect(router.state.location.search).toBe('?search=marco');

    fireEvent.click(screen.getByRole('switch', { name: 'Last 24 hours' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('recent')).toBe('true'));
  });

  it('says where conversations come from when there are none', async () => {
    setWidth(true);
    list = () => [];
    open('/messages/all');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getAllByText(/A conversation starts with every booking/)).not.toHaveLength(0);
  });

  it('lists the archived channels and sends favourite and archive to the server', async () => {
    setWidth(true);
    open(`/messages/archived/${CHANNEL_ID}`);
    await screen.findByRole('heading', { name: 'Anna Berg', level: 2 });
    expect(listCalls()[0]?.searchParams.get('status')).toBe('archived');
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    const header = screen.getByRole('heading', { name: 'Anna Berg', level: 2 }).closest('div')!.parentElement!
      .parentElement!;
    fireEvent.click(within(header).getByRole('button', { name: 'Favorite: conversation with Anna Berg' }));
    fireEvent.click(within(header).getByRole('button', { name: 'Archive conversation' }));
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)));
      expect(bodies).toEqual([{ favorited: true }, { archived: true }]);
    });
  });

  it('reloads the list when the socket brings a message or a reconnect', async () => {
    setWidth(false);
    open('/messages/all');
    await screen.findByRole('link', { name: /Marco Rossi/ });
    const before = listCalls().length;
    act(() => connection.emit({ type: 'message', message: message(5, { channelId: OTHER_CHANNEL_ID }) }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    const after = listCalls().length;
    act(() => connection.emit({ type: 'resync' }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(after));
  });

  it('sends an unknown status to all', async () => {
    setWidth(false);
    const { router } = open('/messages/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/all'));
  });
});
