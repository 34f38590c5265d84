import type { BookingRequest } from '@host-portal/contracts/reservations';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { BOOKING_ID, bookingRequest, json, REQUEST_ID } from '../reservation-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: BookingRequestConfirmationRoute } = await import('./booking-request-confirmation-route.tsx');

describe('BookingRequestConfirmationRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: BookingRequest;

  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('pending-count')) return json({ count: 0 });
      if (url.endsWith(`/booking-requests/${REQUEST_ID}`)) return json(answer);
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = () =>
    renderRoute(<BookingRequestConfirmationRoute />, {
      path: `/booking-request-confirmation/${REQUEST_ID}`,
      pattern: '/booking-request-confirmation/:bookingId',
    });

  it('names the stay of a confirmed request and leads to its booking', async () => {
    answer = bookingRequest({ status: 'CONFIRMED', bookingId: BOOKING_ID, availableActions: [] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Ana Horvat stays at .+ from Jun 12, 2031 to Jun 15, 2031\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the booking' })).toHaveAttribute(
      'href',
      `/booking-details/${BOOKING_ID}`,
    );
  });

  it('does not claim a stay for a request that is not confirmed', async () => {
    answer = bookingRequest({ status: 'REJECTED', availableActions: [] });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This request is not confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByText(/stays at/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the request' })).toHaveAttribute(
      'href',
      `/booking-request-details/${REQUEST_ID}`,
    );
  });
});
