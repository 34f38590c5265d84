import type { WebVitalsSummary } from '@host-portal/contracts/web-vitals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: WebVitalsRoute } = await import('./web-vitals-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const SUMMARY: WebVitalsSummary = {
  from: '2031-04-04',
  to: '2031-05-01',
  pages: [
    {
      page: '/properties/:propertyId',
      metrics: [
        { metric: 'LCP', p75: 2140, samples: 412 },
        { metric: 'CLS', p75: 85, samples: 400 },
        { metric: 'INP', p75: 180, samples: 96 },
        { metric: 'TTFB', p75: 320, samples: 1 },
      ],
    },
    // no interaction measured on this page yet
    {
      page: '/home',
      metrics: [
        { metric: 'LCP', p75: 1320, samples: 50 },
        { metric: 'CLS', p75: 0, samples: 50 },
        { metric: 'TTFB', p75: 95, samples: 50 },
      ],
    },
  ],
};
const EMPTY: WebVitalsSummary = { from: '2031-04-04', to: '2031-05-01', pages: [] };

describe('WebVitalsRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = (path = '/staff/web-vitals') =>
    renderRoute(<WebVitalsRoute />, { path, pattern: '/staff/web-vitals' });
  /** a row's cells in column order (LCP, CLS, INP, TTFB), by its page template */
  const cellsOf = (page: string) => {
    const row = screen.getByRole('rowheader', { name: page }).closest('tr') as HTMLElement;
    return within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  };

  it('shows the not-found page to hosts (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(json({ title: 'Not found', status: 404 }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Web vitals' })).not.toBeInTheDocument();
  });

  it('shows the p75 of each measurement per page template, with its samples, over 28 days', async () => {
    fetchMock.mockImplementation(async () => json(SUMMARY));
    render();
    const table = await screen.findByRole('table', { name: '75th percentile from 2031-04-04 to 2031-05-01' });
    expect(urls()[0]).toBe('/api/staff/web-vitals?days=28');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page', 'LCP p75', 'CLS p75', 'INP p75', 'TTFB p75']);
    // milliseconds, and CLS back from its × 1000 integer
    expect(cellsOf('/properties/:propertyId')).toEqual([
      '2140 ms (412 samples)',
      '0.085 (400 samples)',
      '180 ms (96 samples)',
      '320 ms (1 sample)',
    ]);
    // a measurement a page has no sample of is a dash, not a zero
    expect(cellsOf('/home')).toEqual([
      '1320 ms (50 samples)',
      '0.000 (50 samples)',
      '–',
      '95 ms (50 samples)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '28 days' })).toBeChecked();
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Web vitals' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads another period when one is chosen, and from the address', async () => {
    fetchMock.mockImplementation(async () => json(SUMMARY));
    render('/staff/web-vitals?days=90');
    await screen.findByRole('table');
    expect(urls()[0]).toBe('/api/staff/web-vitals?days=90');
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/staff/web-vitals?days=7'));
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('says so when nothing has been measured yet', async () => {
    fetchMock.mockImplementation(async () => json(EMPTY));
    render();
    expect(await screen.findByRole('heading', { name: 'No measurements yet' })).toBeInTheDocument();
    expect(screen.getByText('Measurements arrive as people use the portal.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockResolvedValueOnce(json({ title: 'Unavailable', status: 503 }, 503));
    fetchMock.mockImplementation(async () => json(SUMMARY));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: '/properties/:propertyId' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
