import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]) => show(...args) } }));

const { SwitchToInstantBookingModal } = await import('./switch-to-instant-booking-modal.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SwitchToInstantBookingModal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    show.mockReset();
  });

  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))]);

  it('defaults to instant booking and applies it to all units, then marks the task done', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/task/')
        ? json({ taskType: 'bulk_switch_to_instant_booking', status: 'done' })
        : json({ updated: 3 }),
    );
    const onClose = vi.fn();
    renderRoute(<SwitchToInstantBookingModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Instant booking for all units' });
    expect(screen.getByRole('radio', { name: /Switch all units to instant booking/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Keep booking on request/ })).not.toBeChecked();
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls()).toEqual([
      ['POST', '/api/app/property-units/change-booking-preference', { bookingType: 'onLine' }],
      ['PATCH', '/api/app/user/task/bulk_switch_to_instant_booking', { status: 'done' }],
    ]);
    // pages.home.tasks.switchToInstantBookings.modal.afterApplySnackBar
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Instant booking is now on for all your units.' }),
    );
  });

  it('keeps request booking when chosen, with its own message', async () => {
    fetchMock.mockImplementation(async () => json({ updated: 0 }));
    const onClose = vi.fn();
    renderRoute(<SwitchToInstantBookingModal opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Keep booking on request/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls()[0]).toEqual([
      'POST',
      '/api/app/property-units/change-booking-preference',
      { bookingType: 'onRequest' },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your units keep booking on request.' }),
    );
  });

  it('marks the task it was opened for done (the home page opens it for either task)', async () => {
    fetchMock.mockImplementation(async () => json({ updated: 1 }));
    const onClose = vi.fn();
    renderRoute(
      <SwitchToInstantBookingModal opened onClose={onClose} taskType="bulk_switch_to_other_booking_type" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls()[1]).toEqual([
      'PATCH',
      '/api/app/user/task/bulk_switch_to_other_booking_type',
      { status: 'done' },
    ]);
  });

  it('shows "an error occurred, please try again" on failure and closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ message: 'Nope' }, 500));
    const onClose = vi.fn();
    renderRoute(<SwitchToInstantBookingModal opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // commons.errorOccuredPleaseTryAgain
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'An error occurred, please try again.' }),
    );
  });
});
