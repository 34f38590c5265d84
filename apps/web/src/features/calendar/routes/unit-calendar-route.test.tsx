import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import {
  BOOKING_ID,
  bookingEntry,
  json,
  multiEntry,
  problem,
  REQUEST_ID,
  timelinePage,
  UNIT_ID,
  unitCalendar,
  unitSummary,
} from '../components/month/month-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: UnitCalendarRoute } = await import('./unit-calendar-route.tsx');

const ENTRIES = [bookingEntry('2031-06-20', '2031-06-23'), multiEntry('2031-06-25', '2031-06-28')];

describe('UnitCalendarRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let onPost: (url: string, body: unknown) => Response = () => json({});
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      method: init?.method ?? 'GET',
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
  const posts = () => calls().filter((c) => c.method === 'POST');

  beforeEach(() => {
    // today is Thursday 5 June 2031 (only the clock is faked; timers run as usual)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 5, 10, 0));
    onPost = () => json({});
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') return onPost(url.pathname, JSON.parse(String(init.body)));
      if (url.pathname === '/api/app/calendar/timeline') {
        return json(timelinePage([{ unitId: UNIT_ID, title: 'Sea view studio' }]));
      }
      if (url.pathname === `/api/app/property-unit/${UNIT_ID}`) return json(unitSummary());
      if (url.pathname === `/api/app/properties/${UNIT_ID}/unavailabilities`) {
        const from = url.searchParams.get('dateFrom')!;
        const to = url.searchParams.get('dateTo')!;
        return json(unitCalendar(from, to, ENTRIES));
      }
      return json({ items: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () =>
    renderRoute(<UnitCalendarRoute />, { path: `/calendar/${UNIT_ID}`, pattern: '/calendar/:id' });
  const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
  const selected = () =>
    [...document.querySelectorAll<HTMLElement>('[data-date][aria-selected="true"]')].map(
      (c) => c.dataset.date,
    );

  /** Arrows from today (5 June) to 10 June, Shift+Right twice: nights 10 to 12. */
  async function selectTenToTwelve() {
    await screen.findByRole('heading', { level: 1, name: 'Sea view studio' });
    await waitFor(() => expect(cell('2031-06-05')).toHaveAttribute('tabindex', '0'));
    await waitFor(() => expect(cell('2031-06-05')).toHaveAccessibleName(/Available, €100\.00/));
    cell('2031-06-05').focus();
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('2031-06-10'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    expect(document.activeElement).toBe(cell('2031-06-12'));
    expect(selected()).toEqual(['2031-06-10', '2031-06-11', '2031-06-12']);
  }

  it('loads from the first day shown to the last plus one month and 14 days', async () => {
    render();
    await screen.findByRole('heading', { level: 2, name: 'June 2031' });
    expect(screen.getByRole('heading', { level: 2, name: 'August 2031' })).toBeInTheDocument();
    const loads = calls().filter((c) => c.url.includes('/unavailabilities'));
    expect(loads.map((c) => c.url)).toEqual([
      `/api/app/properties/${UNIT_ID}/unavailabilities?dateFrom=2031-06-01&dateTo=2031-10-14`,
    ]);
    // the past is greyed and cannot be chosen, today is marked, a price set by the host is said
    await waitFor(() => expect(cell('2031-06-04')).toHaveAttribute('aria-disabled', 'true'));
    expect(cell('2031-06-05')).toHaveAttribute('aria-current', 'date');
    expect(cell('2031-06-15')).toHaveAccessibleName(/Price or minimum stay set by you/);
    expect(cell('2031-06-20')).toHaveAccessibleName(/Not available, .*Booking: Ana Horvat/);
  });

  it('moves with the arrows, grows with Shift, opens the panel with Enter and blocks [10, 13)', async () => {
    onPost = (url) => (url.endsWith('/block') ? json(unitCalendar('2031-06-10', '2031-06-13')) : json({}));
    render();
    await selectTenToTwelve();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(within(panel).getByText('3 nights')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          method: 'POST',
          url: `/api/app/properties/${UNIT_ID}/unavailabilities/block`,
          body: { dateFrom: '2031-06-10', dateTo: '2031-06-13' },
        },
      ]),
    );
  });

  it('shows the clash a 409 names and keeps the selection', async () => {
    const detail = `These nights hold a booking from 2031-06-11 to 2031-06-14 (${BOOKING_ID}).`;
    onPost = () => problem(409, 'occupancy_conflict', detail);
    render();
    await selectTenToTwelve();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Selected nights' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Block' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(detail);
    expect(selected()).toEqual(['2031-06-10', '2031-06-11', '2031-06-12']);
  });

  it('sends the nightly price in minor units, and null to go back to the listing price', async () => {
    onPost = () =>
      json({
        preview: false,
        editId: null,
        action: 'price',
        units: 1,
        nightsChanged: 3,
        nightsUntouched: 0,
        untouched: [],
      });
    render();
    await selectTenToTwelve();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Selected nights' });
    fireEvent.change(within(panel).getByLabelText('Nightly price (EUR)'), { target: { value: '89.5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/api/app/calendar/bulk',
      body: {
        unitIds: [UNIT_ID],
        dateFrom: '2031-06-10',
        dateTo: '2031-06-13',
        action: 'price',
        nightlyPrice: 8950,
      },
    });
    fireEvent.click(within(panel).getByRole('button', { name: "Reset to the listing's price" }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toMatchObject({ action: 'price', nightlyPrice: null, minimumStay: null });
  });

  it('asks for a price or a minimum stay before saving', async () => {
    render();
    await selectTenToTwelve();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Selected nights' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save price' }));
    expect(await within(panel).findByText('Enter a price or a minimum stay.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('links a booking to its page and marks an imported event over a stay', async () => {
    const { router } = render();
    const links = await screen.findAllByRole('link', { name: 'Booking: Ana Horvat' });
    expect(links[0]).toHaveAttribute('href', `/booking-details/${BOOKING_ID}`);
    expect(screen.getByRole('button', { name: 'Overlapping entries: 2 entries, Clash' })).toHaveTextContent(
      '2 entries · Clash',
    );
    expect(cell('2031-06-26')).toHaveAccessibleName(/Overlapping entries: 2 entries, Clash/);
    expect(screen.getByText('1 imported event overlaps a stay on this calendar.')).toBeInTheDocument();
    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking-details/${BOOKING_ID}`));
  });

  it('marks the morning a stay checks out, by its guest', async () => {
    render();
    // the booking 20..23 June: its guests leave on the 23rd; the 22nd is its last night
    await waitFor(() => expect(cell('2031-06-23')).toHaveAccessibleName(/Check-out: Ana Horvat/));
    expect(cell('2031-06-23').querySelector('[class*="checkout"]')).not.toBeNull();
    expect(cell('2031-06-22')).not.toHaveAccessibleName(/Check-out/);
    expect(cell('2031-06-22')).toHaveAccessibleName(/Booking: Ana Horvat/);
    // the merged entry 25..28 holds a request: its check-out is marked too
    expect(cell('2031-06-28')).toHaveAccessibleName(/Check-out: 2 entries/);
    expect(cell('2031-06-24')).not.toHaveAccessibleName(/Check-out/);
  });

  it('lists what is on the selected nights with links, from the keyboard', async () => {
    render();
    await screen.findByRole('heading', { level: 1, name: 'Sea view studio' });
    await waitFor(() => expect(cell('2031-06-05')).toHaveAccessibleName(/Available/));
    cell('2031-06-05').focus();
    // en-US weeks start on Sunday; 1 June 2031 is a Sunday
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('2031-06-26'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(cell('2031-06-28'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(cell('2031-06-22'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', shiftKey: true });
    expect(selected()).toEqual(['2031-06-20', '2031-06-21', '2031-06-22']);
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(document.activeElement).toBe(cell('2031-07-20'));
    expect(selected()).toEqual(['2031-07-20']);
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', shiftKey: true });
    expect(document.activeElement).toBe(cell('2031-06-28'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(within(panel).getByText('9 nights')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the booking of Ana Horvat' })).toHaveAttribute(
      'href',
      `/booking-details/${BOOKING_ID}`,
    );
    expect(
      within(panel).getByRole('link', { name: 'Open the booking request of Marko Kovač' }),
    ).toHaveAttribute('href', `/booking-request-details/${REQUEST_ID}`);
    expect(within(panel).getByText('Overlaps a stay')).toBeInTheDocument();
    expect(within(panel).getByText('Reserved')).toBeInTheDocument();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears the selection with Escape and selects a range by tapping its first and last night', async () => {
    render();
    await selectTenToTwelve();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(selected()).toEqual([]);
    fireEvent.click(cell('2031-06-08'));
    expect(screen.getByText(/now tap the last night/)).toBeInTheDocument();
    fireEvent.click(cell('2031-06-09'));
    expect(selected()).toEqual(['2031-06-08', '2031-06-09']);
    expect(await screen.findByRole('dialog', { name: 'Selected nights' })).toBeInTheDocument();
  });

  it('shows the not-found view for a unit that is not there', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/calendar/timeline')
        return json(timelinePage([{ unitId: 'x', title: 'Other' }]));
      return problem(404, 'not_found', 'Unit not found');
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers to create a listing when the host has no unit', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/calendar/timeline') return json(timelinePage([]));
      return problem(404, 'not_found', 'Unit not found');
    });
    render();
    expect(await screen.findByRole('heading', { name: 'No units yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/listing');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/calendar/timeline')
        return json(timelinePage([{ unitId: UNIT_ID, title: 'A' }]));
      if (url.pathname.startsWith('/api/app/property-unit/')) return json(unitSummary());
      if (fail) return problem(500, 'internal', 'Something broke');
      return json(unitCalendar(url.searchParams.get('dateFrom')!, url.searchParams.get('dateTo')!));
    });
    render();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { level: 2, name: 'June 2031' })).toBeInTheDocument();
  });
});
