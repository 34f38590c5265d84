import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: InsightsLayout } = await import('./insights-layout.tsx');
const { insightsRoutes } = await import('./insights-routes.tsx');

const UNIT_ID = '1d6f0a52-3b4c-4d5e-8f60-718293a4b5c6';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' },
  });
const THIS_MONTH = new Date().toISOString().slice(0, 7);
const month = (n: number) => {
  const d = new Date(`${THIS_MONTH}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};
const months = Array.from({ length: 12 }, (_, i) => month(i - 11));
const period = {
  from: months[0],
  to: THIS_MONTH,
  previousFrom: month(-23),
  previousTo: month(-12),
  unitId: null,
};
const money = (gross: number, bookings = 1) => ({
  bookings,
  nights: bookings * 3,
  gross,
  fees: gross * 0.15,
  net: gross * 0.85,
});
/** Earnings of 1,200.00 EUR in the last month and 800.00 the period before. */
const earnings = (gross = 120_000) => ({
  ...period,
  feeModel: 'host_only',
  currencies: gross
    ? [
        {
          currency: 'EUR',
          totals: money(gross),
          previous: money(80_000),
          byMonth: months.map((m) => ({
            month: m,
            ...money(m === THIS_MONTH ? gross : 0, m === THIS_MONTH ? 1 : 0),
          })),
          byUnit: [{ unitId: UNIT_ID, title: 'Sea view flat', ...money(gross) }],
          unitsCount: 1,
          byChannel: [
            { channel: 'instant', ...money(gross) },
            { channel: 'request', ...money(0, 0) },
          ],
        },
      ]
    : [],
});
const perf = (views: number) => {
  const f = (v: number) => ({
    views: v,
    impressions: v * 10,
    bookings: v ? 2 : 0,
    requests: v ? 1 : 0,
    inquiries: 0,
    conversion: v ? 2 / v : null,
    responseRate: v ? 1 : null,
    responseMinutes: v ? 42 : null,
  });
  return {
    ...period,
    totals: f(views),
    previous: f(0),
    byMonth: months.map((m) => ({ month: m, ...f(m === THIS_MONTH ? views : 0) })),
    matchMix: null,
  };
};

describe('the insights tabs (/insights/*)', { timeout: 15_000 }, () => {
  let earningsAvailable = false;
  let answer: (path: string) => Response | null = () => null;

  beforeEach(() => {
    earningsAvailable = false;
    answer = () => null;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/app/user/info') {
          const user = userInfo();
          return json({ ...user, appFeatures: { ...user.appFeatures, earningsAvailable } });
        }
        const answered = answer(path);
        if (answered) return answered;
        if (path === '/api/app/insights/performance') return json(perf(120));
        if (path === '/api/app/insights/reviews')
          return json({ ...period, totals: {}, previous: {}, byMonth: [] });
        if (path === '/api/app/insights/earnings') return json(earnings());
        if (path.startsWith('/api/app/reviews/summary/')) {
          return json({ unitId: UNIT_ID, title: 'Sea view flat', propertyTitle: 'Harbour house' });
        }
        return json({ items: [], pagination: { current: 1, limit: 20, total: 0, pages: 0 } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path: string) =>
    renderRoute(
      <Suspense fallback={null}>
        <InsightsLayout />
      </Suspense>,
      { path, pattern: '/insights', children: insightsRoutes() },
    );
  const tabs = () =>
    within(screen.getByRole('navigation', { name: 'Statistics' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows performance with its figures and the change from the previous period, without earnings tabs', async () => {
    render('/insights/performance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeInTheDocument();
    await waitFor(() => expect(tabs()).toEqual(['Performance', 'Reviews']));
    const views = (await screen.findByText('Page views', { selector: 'p' })).closest('li')!;
    expect(within(views as HTMLElement).getByText('120')).toBeInTheDocument();
    expect(within(views as HTMLElement).getByText('Nothing in the previous period')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Views and impressions by month/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText('All units')).toBeInTheDocument();
  });

  it('shows earnings and occupancy only with earnings available, and opens earnings first with its charts', async () => {
    earningsAvailable = true;
    const { router } = render('/insights');
    await waitFor(() => expect(tabs()).toEqual(['Earnings', 'Occupancy', 'Performance', 'Reviews']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/insights/earnings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    const gross = (await screen.findByText('Gross', { selector: 'p' })).closest('li') as HTMLElement;
    expect(within(gross).getByText('€1,200.00')).toBeInTheDocument();
    expect(within(gross).getByText('Up 50% on the previous period')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Earnings by month \(EUR\)/ })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show as table' })[0]!);
    const table = screen.getByRole('table', { name: 'Earnings by month (EUR)' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(last.textContent).toContain('€1,200.00');
    expect(last.textContent).toContain('€1,020.00');
  });

  it('says so when the months have no figures', async () => {
    earningsAvailable = true;
    answer = (path) => (path === '/api/app/insights/earnings' ? json(earnings(0)) : null);
    render('/insights/earnings');
    expect(await screen.findByText('No figures for these months yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers to try again when the figures do not load', async () => {
    answer = (path) =>
      path === '/api/app/insights/performance'
        ? json(
            { type: 'about:blank', title: 'Server error', status: 500, detail: 'Down', code: 'internal' },
            500,
          )
        : null;
    render('/insights/performance');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeInTheDocument();
  });

  it('asks for the chosen unit and the range', async () => {
    const asked: string[] = [];
    answer = (path) => {
      if (path.startsWith('/api/app/insights/performance')) asked.push(path);
      return null;
    };
    const fetchMock = vi.mocked(fetch);
    render(`/insights/performance/${UNIT_ID}?from=${month(-2)}&to=${THIS_MONTH}`);
    expect(await screen.findByText('Sea view flat')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => {
          const url = new URL(String(input), 'http://localhost');
          return (
            url.pathname === '/api/app/insights/performance' &&
            url.searchParams.get('unitId') === UNIT_ID &&
            url.searchParams.get('from') === month(-2) &&
            url.searchParams.get('to') === THIS_MONTH
          );
        }),
      ).toBe(true),
    );
    // the tabs keep the unit and the range
    expect(
      within(screen.getByRole('navigation', { name: 'Statistics' })).getByRole('link', { name: 'Reviews' }),
    ).toHaveAttribute('href', `/insights/reviews/${UNIT_ID}?from=${month(-2)}&to=${THIS_MONTH}`);
    expect(screen.getByRole('link', { name: 'Show all units' })).toHaveAttribute(
      'href',
      `/insights/performance?from=${month(-2)}&to=${THIS_MONTH}`,
    );
  });

  it('keeps the chosen unit from tab to tab', async () => {
    earningsAvailable = true;
    render(`/insights/occupancy/${UNIT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Occupancy' });
    const nav = screen.getByRole('navigation', { name: 'Statistics' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      `/insights/reviews/${UNIT_ID}`,
    );
    expect(within(nav).getByRole('link', { name: 'Performance' })).not.toHaveAttribute('aria-current');
  });

  it('answers an unknown tab, or earnings without earnings available, with not found', async () => {
    render('/insights/weather');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('does not show earnings to an account without earnings', async () => {
    render('/insights/earnings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
