import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { cancelBookingBody } from '../components/cancel-booking-dialog.tsx';
import { BOOKING_ID, booking, json } from '../reservation-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: BookingDetailsRoute } = await import('./booking-details-route.tsx');

describe('BookingDetailsRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

  let commissionApplicable = true;

  beforeEach(() => {
    commissionApplicable = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        return json(
          booking({
            status: 'CANCELLED',
            availableActions: [],
            cancellation: {
              by: 'OWNER',
              reason: 'GUEST_ASKED',
              subReason: null,
              explanation: null,
              at: '2031-05-02T08:00:00.000Z',
            },
          }),
        );
      }
      if (String(input).includes('pending-count')) return json({ count: 0 });
      if (String(input) === '/api/app/user/info') return json({ appFeatures: { commissionApplicable } });
      return json(booking());
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('requires a reason to cancel, then cancels without an empty explanation', async () => {
    renderRoute(<BookingDetailsRoute />, {
      path: `/booking-details/${BOOKING_ID}`,
      pattern: '/booking-details/:bookingId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking of Ana Horvat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute(
      'href',
      '/bookings/upcoming',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The guest asked to cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: `/api/app/bookings/${BOOKING_ID}/cancel`, body: { reason: 'GUEST_ASKED' } },
      ]),
    );
    expect(await screen.findByText('Cancelled by owner')).toBeInTheDocument();
  });
});

describe('Message the guest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => vi.unstubAllGlobals());
  const open = (commissionApplicable: boolean) => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/app/user/info'
        ? json({ appFeatures: { commissionApplicable } })
        : json(booking()),
    );
    vi.stubGlobal('fetch', fetchMock);
    return renderRoute(<BookingDetailsRoute />, {
      path: `/booking-details/${BOOKING_ID}`,
      pattern: '/booking-details/:bookingId',
    });
  };

  it('opens the booking’s conversation where the account has the inbox', async () => {
    open(true);
    expect(await screen.findByRole('link', { name: 'Message the guest' })).toHaveAttribute(
      'href',
      `/messages/stay/${BOOKING_ID}`,
    );
  });

  it('is not offered without the inbox (no commission, 001 section 2)', async () => {
    open(false);
    await screen.findByRole('heading', { level: 1, name: 'Booking of Ana Horvat' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/user/info'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Message the guest' })).not.toBeInTheDocument();
  });
});

describe('cancelBookingBody', () => {
  it('keeps the sub-reason only under PROPERTY_UNAVAILABLE and drops an empty explanation', () => {
    expect(cancelBookingBody('PROPERTY_UNAVAILABLE', 'DAMAGE', '  ')).toEqual({
      reason: 'PROPERTY_UNAVAILABLE',
      subReason: 'DAMAGE',
    });
    expect(cancelBookingBody('PRICE_ERROR', 'DAMAGE', ' wrong season ')).toEqual({
      reason: 'PRICE_ERROR',
      explanation: 'wrong season',
    });
  });
});
