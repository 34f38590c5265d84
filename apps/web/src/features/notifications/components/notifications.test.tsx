import { NOTIFICATION_TYPES, type Notification } from '@host-portal/contracts/notifications';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en_US.json';
import { ChatSocketContext } from '../../../lib/chat-socket-provider.tsx';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { testConnection } from '../../../test/chat-socket.ts';
import { renderRoute } from '../../../test/render.tsx';
import { testTranslator } from '../../../test/translator.ts';
import { useNotificationLiveUpdates } from '../api/use-notification-live-updates.ts';
import { NotificationBellButton } from './notification-bell-button.tsx';
import NotificationsPopup from './notifications-popup.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const UNIT = '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44';
const note = (over: Partial<Notification> = {}): Notification => ({
  key: `notification_newMessage_${UNIT}`,
  type: 'newMessage',
  unitId: UNIT,
  unitTitle: 'Seaside flat',
  count: 2,
  detail: 'Anna Berg',
  dateFrom: null,
  dateTo: null,
  link: '/messages/all/3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  interacted: false,
  ...over,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function Live() {
  useNotificationLiveUpdates();
  return <NotificationsPopup unread={1} openOnLoad focusOnLoad={false} />;
}

describe('notification bell', () => {
  const bell = (unread: number) =>
    render(
      <TranslationProvider translator={testTranslator()}>
        <NotificationBellButton unread={unread} />
      </TranslationProvider>,
    );

  it('shows nothing at 0, the count up to 10 and a dot above, and says the count', () => {
    const none = bell(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument();
    none.unmount();

    const ten = bell(10);
    expect(screen.getByRole('button', { name: 'Notifications, 10 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('10');
    ten.unmount();

    bell(11);
    expect(screen.getByRole('button', { name: 'Notifications, 11 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('');
  });

  it('has words for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(`notifications.type.${type}_one` in en, type).toBe(true);
      expect(`notifications.type.${type}_other` in en, type).toBe(true);
    }
  });
});

describe('notification feed', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let items: Notification[];
  let connection: ReturnType<typeof testConnection>;
  const feedCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/app/notifications?'));

  beforeEach(() => {
    connection = testConnection();
    items = [
      note(),
      note({
        key: `notification_bookingCancelled_${UNIT}`,
        type: 'bookingCancelled',
        count: 1,
        detail: null,
        dateFrom: null,
        dateTo: null,
        link: '/booking-details/x',
        interacted: true,
      }),
    ];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') items = items.map((item) => ({ ...item, interacted: true }));
      if (init?.method === 'PUT' || init?.method === 'POST') return new Response(null, { status: 204 });
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      if (page === 2) {
        return json({
          items: [
            note({
              key: 'notification_newInquiry_x',
              type: 'newInquiry',
              count: 3,
              dateFrom: '2031-05-12',
              dateTo: '2031-05-15',
            }),
          ],
          unread: 1,
          hasMore: false,
        });
      }
      return json({ items, unread: items.filter((i) => !i.interacted).length, hasMore: true });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = () =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <ChatSocketContext.Provider value={connection}>
          <Live />
        </ChatSocketContext.Provider>
      </MantineProvider>,
    );

  it('lists the newest first with a sentence per type, and pages on', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(dialog).findAllByRole('button', { name: /·/ });
    expect(rows[0]).toHaveTextContent('Unread: 2 new messages · Seaside flat');
    expect(rows[0]).toHaveTextContent('Anna Berg');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).toHaveTextContent('1 booking cancelled · Seaside flat');
    expect(rows[1]).not.toHaveTextContent('Unread');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    const inquiry = (await within(dialog).findByText('3 new inquiries · Seaside flat')).closest('button');
    // the stay's nights in the host's language, never the API's ISO dates
    expect(inquiry).toHaveTextContent(/Anna Berg · May 12\s?–\s?15, 2031/);
    expect(inquiry).not.toHaveTextContent('2031-05-12');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/app/notifications?page=2&limit=20');
  });

  it('marks one read through the interactions call and opens its page', async () => {
    const { router } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /2 new messages/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/messages/all/3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/app/user/interaction');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      interactions: [{ interactionType: `notification_newMessage_${UNIT}`, interacted: true }],
    });
  });

  it('marks all read at once', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText(/2 new messages/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).queryByText(/Unread:/)).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/app/notifications/read-all');
  });

  it('shows a new notification from the socket without a reload', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText(/2 new messages/);
    const before = feedCalls().length;
    items = [
      note({ key: 'notification_newBookingRequest_y', type: 'newBookingRequest', count: 1 }),
      ...items,
    ];
    act(() => connection.emit({ type: 'notification', key: 'notification_newBookingRequest_y' }));
    expect(await within(dialog).findByText('1 new booking request · Seaside flat')).toBeInTheDocument();
    expect(feedCalls().length).toBeGreaterThan(before);
  });
});
