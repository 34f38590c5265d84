import { MantineProvider } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { json, OTHER_UNIT_ID, timelinePage, UNIT_ID } from './month-test-data.ts';
import { UnitSelector } from './unit-selector.tsx';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

describe('UnitSelector', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const searches = () =>
    fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('search'));

  beforeEach(() => {
    fetchMock.mockImplementation(async () =>
      json(
        timelinePage([
          { unitId: UNIT_ID, title: 'Sea view studio' },
          { unitId: OTHER_UNIT_ID, title: 'Garden flat' },
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () =>
    // Mantine's test mode: jsdom lays nothing out, so a dropdown would count as detached and hide
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <UnitSelector unitId={UNIT_ID} title="Sea view studio" today="2031-06-05" />
      </MantineProvider>,
      {
        path: `/calendar/${UNIT_ID}`,
        pattern: '/calendar/:id',
      },
    );

  it('searches 500 ms after the last key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Unit' }));
    await vi.waitFor(() => expect(searches()).toEqual([null]));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/app/calendar/timeline?dateFrom=2031-06-05&dateTo=2031-06-06&page=1&limit=20',
    );
    const search = screen.getByRole('textbox', { name: 'Search units' });
    fireEvent.change(search, { target: { value: 'ga' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: 'gar' } });
    act(() => vi.advanceTimersByTime(499));
    expect(searches()).toEqual([null]);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(searches()).toEqual([null, 'gar']));
  });

  it('opens the calendar of the unit chosen', async () => {
    const { router } = render();
    fireEvent.click(screen.getByRole('button', { name: 'Unit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Garden flat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/calendar/${OTHER_UNIT_ID}`));
  });
});
