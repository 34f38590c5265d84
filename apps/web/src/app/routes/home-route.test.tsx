import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listItem, userInfo } from '../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../test/render.tsx';
import {
  dayFromToday,
  type HomeApi,
  homeFetch,
  inHours,
  property,
  stay,
  today,
  tomorrow,
} from './home/home-test-data.ts';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));

const { default: HomeRoute } = await import('./home-route.tsx');
const { NotFoundView } = await import('../../components/ui/not-found-view.tsx');

const REQUEST = 'a1111111-1111-4111-8111-111111111111';
const INQUIRY = 'b2222222-2222-4222-8222-222222222222';
const user = { ...userInfo(), firstName: 'Ana' };

describe('HomeRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let api: HomeApi;
  const urls = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  const region = (name: string | RegExp) => screen.getByRole('region', { name });

  beforeEach(() => {
    api = { user };
    fetchMock.mockImplementation(homeFetch(() => api));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () => renderRoute(<HomeRoute />, { path: '/home', pattern: '/home' });

  it('welcomes a new host and leads to listing a first property', async () => {
    api.properties = [];
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'List your first property' })).toHaveAttribute(
      'href',
      '/listing/add-property',
    );
    expect(screen.queryByRole('link', { name: 'Go to your properties' })).not.toBeInTheDocument();
    // the checklist starts there; the reservations sections have nothing to show yet
    expect(await screen.findByRole('link', { name: /^Add your property/ })).toHaveAttribute(
      'href',
      '/checklist/getting-started/list-property',
    );
    expect(screen.getByText('0 of 4 done')).toBeInTheDocument();
    // nobody can book yet: answering guests is not an item until a unit is finished
    expect(screen.queryByRole('link', { name: /^Answer guests who wait/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arrivals and departures' })).not.toBeInTheDocument();
  });

  it('offers the properties page to a host who has properties', async () => {
    api.properties = [property(), property()];
    open();
    expect(await screen.findByRole('link', { name: 'Go to your properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    expect(screen.getByRole('link', { name: 'List another property' })).toHaveAttribute(
      'href',
      '/listing/add-property',
    );
  });

  it('lists the requests and inquiries waiting for an answer, the soonest first, with the time left', async () => {
    api.properties = [property()];
    api.requests = [
      listItem({
        id: REQUEST,
        kind: 'booking_request',
        status: 'REQUESTED',
        guestName: 'Ivo Rak',
        respondBy: inHours(5),
      }),
    ];
    api.inquiries = [
      listItem({
        id: INQUIRY,
        kind: 'inquiry',
        status: 'ACTION_NEEDED',
        guestName: 'Eva Lis',
        respondBy: inHours(50),
      }),
      // answered already: open, but not waiting
      listItem({ kind: 'inquiry', status: 'CONFIRMED', guestName: 'Tom Answered', respondBy: inHours(10) }),
    ];
    open();
    const section = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const guests = await within(section).findAllByRole('link', { name: /Ivo Rak|Eva Lis/ });
    expect(guests.map((link) => link.textContent)).toEqual(['Ivo Rak', 'Eva Lis']);
    expect(guests[0]).toHaveAttribute('href', `/booking-request-details/${REQUEST}`);
    expect(guests[1]).toHaveAttribute('href', `/inquiries/${INQUIRY}`);
    expect(within(section).getByText('Respond within 5 hours')).toBeInTheDocument();
    expect(within(section).getByText('Respond within 2 days')).toBeInTheDocument();
    expect(within(section).getByText(/^Booking request · Sea view flat/)).toBeInTheDocument();
    expect(within(section).getByText(/^Inquiry · Sea view flat/)).toBeInTheDocument();
    expect(within(section).queryByText('Tom Answered')).not.toBeInTheDocument();
    expect(within(section).getByText('2 waiting for your answer')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All booking requests' })).toHaveAttribute(
      'href',
      '/bookings/requests',
    );
    expect(within(section).getByRole('link', { name: 'All inquiries' })).toHaveAttribute(
      'href',
      '/inquiries',
    );
  });

  it('splits today’s and tomorrow’s arrivals and departures from the current and upcoming stays', async () => {
    api.properties = [property()];
    api.current = [
      stay('c0000001-0000-4000-8000-000000000001', 'Arriving Today', today, dayFromToday(3)),
      stay('c0000002-0000-4000-8000-000000000002', 'Leaving Today', dayFromToday(-2), today),
      stay('c0000003-0000-4000-8000-000000000003', 'Leaving Tomorrow', dayFromToday(-1), tomorrow),
      stay('c0000004-0000-4000-8000-000000000004', 'Staying On', dayFromToday(-1), dayFromToday(5)),
    ];
    api.upcoming = [
      stay('c0000005-0000-4000-8000-000000000005', 'Arriving Tomorrow', tomorrow, dayFromToday(4)),
    ];
    open();
    const todayCard = await screen.findByRole('region', { name: /^Today/ });
    const tomorrowCard = region(/^Tomorrow/);
    const names = (card: HTMLElement) =>
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names(todayCard)).toEqual(['Arriving Today', 'Leaving Today']);
    expect(names(tomorrowCard)).toEqual(['Arriving Tomorrow', 'Leaving Tomorrow']);
    expect(within(todayCard).getByRole('link', { name: 'Arriving Today' })).toHaveAttribute(
      'href',
      '/booking-details/c0000001-0000-4000-8000-000000000001',
    );
    expect(screen.queryByText('Staying On')).not.toBeInTheDocument();
    expect(urls()).toContain(
      `/api/app/bookings?tab=current&criteria[checkOut][from]=${today}&page=1&limit=20`,
    );
    expect(urls()).toContain(
      `/api/app/bookings?tab=upcoming&criteria[checkIn][to]=${tomorrow}&page=1&limit=20`,
    );
  });

  it('shows a day without arrivals or departures as such', async () => {
    api.properties = [property()];
    api.upcoming = [
      stay('c0000005-0000-4000-8000-000000000005', 'Arriving Tomorrow', tomorrow, dayFromToday(4)),
    ];
    open();
    const todayCard = await screen.findByRole('region', { name: /^Today/ });
    expect(within(todayCard).getByText('No arrivals')).toBeInTheDocument();
    expect(within(todayCard).getByText('No departures')).toBeInTheDocument();
    expect(within(region(/^Tomorrow/)).getByText('No departures')).toBeInTheDocument();
  });

  it('shows the open tasks and opens the switch-all modal for the one chosen, which marks it done', async () => {
    api.properties = [property()];
    api.tasks = [
      { taskType: 'bulk_switch_to_instant_booking', status: 'not_started' },
      { taskType: 'bulk_switch_to_other_booking_type', status: 'done' },
    ];
    open();
    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    expect(await within(tasks).findByText('Switch all units to instant booking')).toBeInTheDocument();
    expect(within(tasks).queryByText('Choose how guests book your units')).not.toBeInTheDocument();
    fireEvent.click(within(tasks).getByRole('button', { name: 'Choose booking type' }));
    expect(await screen.findByRole('dialog', { name: 'Instant booking for all units' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/app/user/task/bulk_switch_to_instant_booking' && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('shows the checklist with what is done and what is left', async () => {
    api.properties = [property()];
    api.requests = [
      listItem({ id: REQUEST, kind: 'booking_request', status: 'REQUESTED', respondBy: inHours(5) }),
    ];
    open();
    const checklist = await screen.findByRole('region', { name: 'Getting started' });
    expect(await within(checklist).findByText('4 of 5 done')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Add photos (Done)' })).toHaveAttribute(
      'href',
      '/checklist/getting-started/add-photos',
    );
    expect(within(checklist).getByRole('link', { name: 'Answer guests who wait (To do)' })).toHaveAttribute(
      'href',
      '/checklist/getting-started/answer-guests',
    );
  });

  it('says when a section has nothing to show', async () => {
    api.properties = [property()];
    open();
    expect(await screen.findByText('Nobody is waiting for your answer')).toBeInTheDocument();
    expect(await screen.findByText('No arrivals or departures today or tomorrow')).toBeInTheDocument();
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
    expect(await screen.findByText('You are all set')).toBeInTheDocument();
  });

  it('shows each section’s failure with a retry that loads it again', async () => {
    api.properties = [property()];
    api.failing = ['requests', 'current', 'tasks', 'pendingCount'];
    open();
    for (const name of ['Waiting for your answer', 'Arrivals and departures', 'Tasks', 'Getting started']) {
      const section = await screen.findByRole('region', { name });
      expect(await within(section).findByRole('alert')).toHaveTextContent('Server down');
    }
    api.failing = [];
    api.requests = [
      listItem({
        id: REQUEST,
        kind: 'booking_request',
        status: 'REQUESTED',
        guestName: 'Ivo Rak',
        respondBy: inHours(5),
      }),
    ];
    const waiting = region('Waiting for your answer');
    fireEvent.click(within(waiting).getByRole('button', { name: 'Try again' }));
    expect(await within(waiting).findByRole('link', { name: 'Ivo Rak' })).toBeInTheDocument();
  });

  it('shows the properties’ failure in place of the overview', async () => {
    api.failing = ['properties'];
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(screen.queryByRole('link', { name: 'List your first property' })).not.toBeInTheDocument();
  });

  it('leaves out the reservations sections for an account without bookings and inquiries', async () => {
    api.user = { ...userInfo({ bookingsAvailable: false, inquiriesAvailable: false }), firstName: 'Ana' };
    api.properties = [property()];
    open();
    expect(await screen.findByRole('region', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arrivals and departures' })).not.toBeInTheDocument();
    // nothing to rate: no ideal guest either
    expect(screen.queryByRole('region', { name: 'Your ideal guest' })).not.toBeInTheDocument();
    expect(urls().some((url) => url.includes('/bookings') || url.includes('booking-'))).toBe(false);
  });
});

describe('NotFoundView', () => {
  it('leads a signed-in host to built pages only', () => {
    renderRoute(<NotFoundView signedIn />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/properties', '/home']);
  });

  it('gives a signed-out visitor the home link, which goes through sign-in', () => {
    renderRoute(<NotFoundView signedIn={false} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/home']);
  });
});
