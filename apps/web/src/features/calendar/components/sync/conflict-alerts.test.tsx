import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render.tsx';
import { BOOKING_ID, CONFLICT_ID, conflict, json, problem, UNIT_ID } from './sync-test-data.ts';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ConflictAlerts, forgetSeenConflicts } = await import('./conflict-alerts.tsx');

const REQUEST_ID = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a01';
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const dash = (text: string | null) => (text ?? '').replace(/[\u2009\u202f]/g, ' ').replace(/\s+/g, ' ');

describe('ConflictAlerts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let list: () => Response;
  const posts = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

  beforeEach(() => {
    forgetSeenConflicts();
    list = () => json({ items: [conflict()] });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST' && url === `/api/app/calendar/conflicts/${CONFLICT_ID}/resolve`) {
        list = () => json({ items: [] });
        return json(null, 204);
      }
      if (url.startsWith('/api/app/calendar/conflicts')) return list();
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  const render = (unitId?: string) =>
    renderRoute(
      <>
        <Notifications />
        <ConflictAlerts unitId={unitId} />
      </>,
    );

  it('names the event and the stay, links to both pages and announces a new conflict', async () => {
    render();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Calendar conflicts (1)' })).toContainElement(alert);
    expect(alert).toHaveTextContent('Sea view studio: an imported event overlaps a stay');
    expect(dash(alert.textContent)).toMatch(
      /An event from Airbnb \(Reserved\) on May 12 – 15, 2031 overlaps a booking on May 13 – 16, 2031\./,
    );
    expect(within(alert).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/booking-details/${BOOKING_ID}`,
    );
    expect(within(alert).getByRole('link', { name: 'Open the calendar of Sea view studio' })).toHaveAttribute(
      'href',
      `/calendar/${UNIT_ID}`,
    );
    expect(alert).toHaveTextContent('You dealt with it on the other platform; the booking here stays.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/app/calendar/conflicts');
  });

  it('does not announce a conflict shown before, and leaves out the unit calendar link on that unit', async () => {
    list = () =>
      json({
        items: [
          conflict({
            summary: null,
            clash: {
              kind: 'booking_request',
              sourceId: REQUEST_ID,
              dateFrom: '2031-05-13',
              dateTo: '2031-05-16',
            },
          }),
        ],
      });
    const first = render(UNIT_ID);
    await screen.findByRole('alert');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/app/calendar/conflicts?unitId=${UNIT_ID}`);
    first.unmount();

    render(UNIT_ID);
    const item = await screen.findByRole('group', { name: 'An imported event overlaps a stay' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dash(item.textContent)).toContain(
      'An event from Airbnb on May 12 – 15, 2031 overlaps a booking request',
    );
    expect(within(item).getByRole('link', { name: 'Open the booking request' })).toHaveAttribute(
      'href',
      `/booking-request-details/${REQUEST_ID}`,
    );
    expect(within(item).getAllByRole('link')).toHaveLength(1);
  });

  it('links an inquiry to its page', async () => {
    list = () =>
      json({
        items: [
          conflict({
            clash: { kind: 'inquiry', sourceId: REQUEST_ID, dateFrom: '2031-05-13', dateTo: '2031-05-16' },
          }),
        ],
      });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('overlaps a confirmed inquiry');
    expect(within(alert).getByRole('link', { name: 'Open the inquiry' })).toHaveAttribute(
      'href',
      `/inquiries/${REQUEST_ID}`,
    );
  });

  it('marks a conflict as resolved and then shows nothing', async () => {
    render();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('Marked as resolved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(posts()).toEqual([`/api/app/calendar/conflicts/${CONFLICT_ID}/resolve`]);
  });

  it('says when resolving fails', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? problem(404, 'Calendar conflict not found.') : list(),
    );
    render();
    fireEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Mark as resolved' }),
    );
    expect(await screen.findByText('Calendar conflict not found.')).toBeInTheDocument();
  });

  it('shows five and links to the calendar for the rest', async () => {
    list = () => json({ items: Array.from({ length: 7 }, (_, n) => conflict({ id: idOf(n) })) });
    render();
    expect(await screen.findAllByRole('alert')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'and 2 more' })).toHaveAttribute('href', '/calendar');
    expect(screen.getByRole('heading', { name: 'Calendar conflicts (7)' })).toBeInTheDocument();
  });

  it('renders nothing without conflicts or when the list cannot be read', async () => {
    list = () => json({ items: [] });
    const { container, unmount } = render();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('section')).toBeNull();
    unmount();

    list = () => problem(500, 'Broken.');
    const again = render();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(again.container.querySelector('section')).toBeNull();
    expect(screen.queryByText('Broken.')).not.toBeInTheDocument();
  });
});
