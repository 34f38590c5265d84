import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { type HomeApi, homeFetch, NO_PREFERENCES } from './home-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));

const { IdealGuestSection } = await import('./ideal-guest-section.tsx');

describe('IdealGuestSection (home)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let api: HomeApi;
  beforeEach(() => {
    api = {};
    fetchMock.mockImplementation(homeFetch(() => api));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () => renderRoute(<IdealGuestSection />);

  it('invites a host who never answered and opens the questionnaire', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Your ideal guest' });
    expect(await within(section).findByText(/Answer five short questions/)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Describe your ideal guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your ideal guest' });
    expect(within(dialog).getByRole('button', { name: 'Let’s start' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sums up the answers and offers to edit them', async () => {
    api.guestPreferences = {
      bookingTimes: ['earlyBird'],
      stayDurations: ['mediumStay', 'longStay'],
      startOfStay: ['weekend'],
      groupSizes: ['couple'],
      language: 'hostLanguage',
      hostLanguages: ['de', 'en'],
      updatedAt: '2031-01-01T00:00:00.000Z',
    };
    open();
    const section = await screen.findByRole('region', { name: 'Your ideal guest' });
    expect(await within(section).findByText('Medium stays and Long stays')).toBeInTheDocument();
    expect(within(section).getByText('German and English')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit your answers' })).toBeInTheDocument();
  });

  it('tells how far a host got', async () => {
    api.guestPreferences = { ...NO_PREFERENCES, groupSizes: ['solo'] };
    open();
    expect(await screen.findByText('1 of 5 questions answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Describe your ideal guest' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    api.failing = ['guestPreferences'];
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    api.failing = [];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Describe your ideal guest' })).toBeInTheDocument();
  });
});
