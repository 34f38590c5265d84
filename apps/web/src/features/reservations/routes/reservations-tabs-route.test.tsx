import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { listItem, page, REQUEST_ID, userInfo } from '../reservation-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ReservationsTabsRoute } = await import('./reservations-tabs-route.tsx');

describe('ReservationsTabsRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let list: () => Response;
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    list = () => page([]);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/user/info')) return new Response(JSON.stringify(userInfo()), { status: 200 });
      if (url.includes('pending-count')) return new Response(JSON.stringify({ count: 2 }), { status: 200 });
      return list();
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (path: string) => renderRoute(<ReservationsTabsRoute />, { path, pattern: '/bookings/:tab' });

  it('lists the upcoming bookings with guest, unit, dates, nights, guests and total', async () => {
    list = () => page([listItem()]);
    open('/bookings/upcoming');
    const link = await screen.findByRole('link', { name: 'Ana Horvat' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/booking-details/'));
    expect(screen.getByText('Sea view flat')).toBeInTheDocument();
    expect(screen.getByText(/3 nights · 2 guests/)).toBeInTheDocument();
    expect(screen.getByText('€450.00')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(urls()).toContain('/api/app/bookings?tab=upcoming&page=1&limit=20');
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
  });

  it('shows pending requests with the time left to answer, and the count on the tab', async () => {
    list = () =>
      page([
        listItem({
          id: REQUEST_ID,
          kind: 'booking_request',
          status: 'REQUESTED',
          respondBy: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString(),
        }),
      ]);
    open('/bookings/requests');
    expect(await screen.findByText('Respond within 5 hours')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(urls()).toContain('/api/app/booking-requests?status=REQUESTED&page=1&limit=20');
    expect(await screen.findByRole('tab', { name: /Requests.*2 waiting for an answer/ })).toBeInTheDocument();
  });

  it('shows each request’s match with its why, and sorts by best match when asked', async () => {
    list = () =>
      page([
        listItem({
          id: REQUEST_ID,
          kind: 'booking_request',
          status: 'REQUESTED',
          match: {
            level: 'goodMatch',
            score: 3,
            reasons: [
              { criterion: 'stayDurations', value: 'shortStay', matched: true },
              { criterion: 'language', value: 'en', matched: false },
            ],
          },
        }),
      ]);
    open('/bookings/requests');
    expect(await screen.findByText('Good match')).toBeInTheDocument();
    expect(screen.getByText('Fits: length of stay · Misses: language')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('respondBy');
    fireEvent.change(sort, { target: { value: 'match' } });
    await waitFor(() =>
      expect(urls()).toContain('/api/app/booking-requests?status=REQUESTED&page=1&limit=20&sort=match'),
    );
  });

  it('offers the sort on the requests tab only', async () => {
    list = () => page([listItem()]);
    open('/bookings/upcoming');
    await screen.findByRole('link', { name: 'Ana Horvat' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('says who cancelled a cancelled booking', async () => {
    list = () => page([listItem({ status: 'CANCELLED', cancelledBy: 'GUEST' })]);
    open('/bookings/cancelled');
    expect(await screen.findByText('Cancelled by guest')).toBeInTheDocument();
  });

  it('shows the empty state of the tab', async () => {
    open('/bookings/completed');
    expect(await screen.findByText('No completed stays')).toBeInTheDocument();
  });

  it('sends the date filters and narrows to a unit from a row', async () => {
    list = () => page([listItem()]);
    open('/bookings/all?checkInTo=2031-07-01');
    await screen.findByRole('link', { name: 'Ana Horvat' });
    expect(urls()).toContain(
      '/api/app/bookings?tab=all&criteria%5BcheckIn%5D%5Bto%5D=2031-07-01&page=1&limit=20',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show only Sea view flat' }));
    await waitFor(() =>
      expect(
        urls().some((url) => url.includes('criteria%5BunitId%5D=9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44')),
      ).toBe(true),
    );
    expect(screen.getByText('Unit: Sea view flat')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    list = () =>
      calls++ === 0
        ? new Response(JSON.stringify({ message: 'Database is down' }), { status: 503 })
        : page([listItem()]);
    open('/bookings/upcoming');
    expect(await screen.findByText('Database is down', {}, { timeout: 4000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ana Horvat' })).toBeInTheDocument();
  });

  it('sends a tab that /bookings does not have back to its root', async () => {
    open('/bookings/inquiries-archived');
    // /bookings has no inquiry tabs: it goes back to the bookings root
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
  });
});
