import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { rejectRequestBody } from '../components/reject-request-dialog.tsx';
import { BOOKING_ID, bookingRequest, json, problem, REQUEST_ID } from '../reservation-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: BookingRequestDetailsRoute } = await import('./booking-request-details-route.tsx');

describe('BookingRequestDetailsRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let confirm: () => Response;
  let reject: () => Response;
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));

  beforeEach(() => {
    confirm = () =>
      json(bookingRequest({ status: 'CONFIRMED', bookingId: BOOKING_ID, availableActions: [] }));
    reject = () => json(bookingRequest({ status: 'REJECTED', availableActions: [] }));
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/confirm')) return confirm();
      if (url.endsWith('/reject')) return reject();
      if (url.includes('pending-count')) return json({ count: 1 });
      if (init?.method === undefined || init.method === 'GET') return json(bookingRequest());
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = () =>
    renderRoute(<BookingRequestDetailsRoute />, {
      path: `/booking-request-details/${REQUEST_ID}`,
      pattern: '/booking-request-details/:bookingId',
    });

  it('shows the guest, the stay, the message, the quote, the schedule and the history', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request from Ana Horvat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(screen.getByText('+385 91 234 5678')).toBeInTheDocument();
    expect(screen.getByText('We arrive late in the evening.')).toBeInTheDocument();
    expect(screen.getByText('3 nights × €150.00 (Summer)')).toBeInTheDocument();
    expect(screen.getByText('Length-of-stay discount (10%)')).toBeInTheDocument();
    expect(screen.getByText('€405.00')).toBeInTheDocument();
    expect(screen.getByText('30% when booking')).toBeInTheDocument();
    expect(screen.getByText(/Respond within 1 day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute(
      'href',
      '/bookings/requests',
    );
  });

  it('confirms and goes to the confirmation page', async () => {
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/booking-request-confirmation/${REQUEST_ID}`),
    );
    expect(posts()).toEqual([{ url: `/api/app/booking-requests/${REQUEST_ID}/confirm`, body: null }]);
  });

  it('shows the clash a confirm ran into', async () => {
    confirm = () =>
      problem(409, 'occupancy_conflict', 'These dates overlap the booking of Ben Weber (10–14 June 2031).');
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dates are no longer free');
    expect(alert).toHaveTextContent('These dates overlap the booking of Ben Weber (10–14 June 2031).');
    expect(router.state.location.pathname).toBe(`/booking-request-details/${REQUEST_ID}`);
  });

  it('asks for an explanation when the reason is Other, then sends it', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking request' });
    const explanation = within(dialog).getByRole('textbox', { name: 'Explanation' });
    expect(explanation).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(explanation).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Explain why when the reason is Other.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    fireEvent.change(explanation, { target: { value: '  The heating is broken.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: `/api/app/booking-requests/${REQUEST_ID}/reject`,
          body: { reason: 'OTHER', explanation: 'The heating is broken.' },
        },
      ]),
    );
  });

  it('sends a plain reason without an explanation', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking request' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The price is not right' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posts().map((post) => post.body)).toEqual([{ reason: 'RATES_MISMATCH' }]));
  });
});

describe('rejectRequestBody (000 section 5)', () => {
  it('sends the explanation only with Other or with a sub-reason', () => {
    expect(rejectRequestBody('RATES_MISMATCH', '', 'too cheap')).toEqual({ reason: 'RATES_MISMATCH' });
    expect(rejectRequestBody('RATES_MISMATCH', ' weekend ', ' too cheap ')).toEqual({
      reason: 'RATES_MISMATCH',
      subReason: 'weekend',
      explanation: 'too cheap',
    });
    expect(rejectRequestBody('OTHER', '', 'closed')).toEqual({ reason: 'OTHER', explanation: 'closed' });
    expect(rejectRequestBody('OTHER', '', '   ')).toEqual({ reason: 'OTHER' });
  });
});
