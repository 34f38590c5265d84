import type { Earning, EarningsPage } from '@host-portal/contracts/earnings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
const downloadWithToken = vi.fn(async (_url: string, _name: unknown) => {});
vi.mock('../../../lib/download-file.ts', () => ({
  downloadWithToken: (url: string, name: unknown) => downloadWithToken(url, name),
}));

const { default: EarningsRoute } = await import('./earnings-route.tsx');

const UNIT = '4a9c3d85-6e7f-4081-9c93-a4b5c6d7e801';
const OTHER_UNIT = '4a9c3d85-6e7f-4081-9c93-a4b5c6d7e802';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const earning = (over: Partial<Earning> = {}): Earning => ({
  id: '0b6f3c1e-1d2e-4f50-8a9b-0c1d2e3f4a01',
  unit: { id: UNIT, title: 'Sea View Loft' },
  guestName: 'Ines Guest',
  checkIn: '2031-05-10',
  checkOut: '2031-05-13',
  nights: 3,
  status: 'CONFIRMED',
  currency: 'EUR',
  gross: 36_000,
  fees: 5_400,
  net: 30_600,
  feeModel: 'host_only',
  paymentOption: 'online_30_70_split',
  payouts: [
    { date: '2031-05-11', percent: 30, amount: 5_400 },
    { date: '2031-05-11', percent: 70, amount: 25_200 },
  ],
  ...over,
});

const pageOf = (items: Earning[], total = items.length, current = 1): EarningsPage => ({
  items,
  pagination: { current, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) },
  totals: total
    ? [
        {
          currency: 'EUR',
          count: total,
          gross: items.reduce((n, e) => n + e.gross, 0),
          fees: items.reduce((n, e) => n + e.fees, 0),
          net: items.reduce((n, e) => n + e.net, 0),
        },
      ]
    : [],
  feeModel: 'host_only',
});

describe('EarningsRoute (/account/earnings)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: (url: URL) => Response;
  const earningsCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/app/user/earnings');

  beforeEach(() => {
    answer = () =>
      json(
        pageOf([
          earning(),
          earning({
            id: '0b6f3c1e-1d2e-4f50-8a9b-0c1d2e3f4a02',
            guestName: 'Ada',
            gross: 10_000,
            fees: 1_500,
            net: 8_500,
          }),
        ]),
      );
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/user/earnings/units') {
        return json({
          units: [
            { id: UNIT, title: 'Sea View Loft' },
            { id: OTHER_UNIT, title: 'Garden Room' },
          ],
        });
      }
      if (url.pathname === '/api/app/user/earnings') return answer(url);
      return json({ code: 'not_found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    downloadWithToken.mockClear();
  });

  const render = (path = '/account/earnings') =>
    renderRoute(<EarningsRoute />, { path, pattern: '/account/earnings' });

  it('shows the totals over the filter and each booking’s gross, fees and net', async () => {
    render();
    const gross = await screen.findByTestId('total-gross');
    expect(gross).toHaveTextContent('€460.00');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('€69.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('€391.00');
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    const row = screen.getByText('Ines Guest').closest('tr') as HTMLElement;
    expect(within(row).getByText('€360.00')).toBeInTheDocument();
    expect(within(row).getByText('€54.00')).toBeInTheDocument();
    expect(within(row).getByText('€306.00')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByText('May 11, 2031: €252.00')).toBeInTheDocument();
  });

  it('reads the filter from the address and sends it to the API', async () => {
    render(`/account/earnings?dateFrom=2031-01-01&dateTo=2031-12-31&unitId=${UNIT}&status=completed&page=2`);
    await screen.findByTestId('total-gross');
    const url = earningsCalls().at(-1)!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dateFrom: '2031-01-01',
      dateTo: '2031-12-31',
      unitId: UNIT,
      status: 'completed',
      page: '2',
      limit: '20',
    });
    expect(screen.getByLabelText('Check-in from')).toHaveValue('2031-01-01');
    expect(screen.getByLabelText('Check-in until')).toHaveValue('2031-12-31');
  });

  it('keeps a changed filter in the address and starts again at page 1', async () => {
    const { router } = render('/account/earnings?page=3');
    await screen.findByTestId('total-gross');
    fireEvent.change(screen.getByLabelText('Check-in from'), { target: { value: '2031-03-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2031-03-01'));
    await waitFor(() => expect(earningsCalls().at(-1)!.searchParams.get('dateFrom')).toBe('2031-03-01'));
    expect(earningsCalls().at(-1)!.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when there is nothing yet, and when nothing matches the filter', async () => {
    answer = () => json(pageOf([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByTestId('total-gross')).toBeNull();
  });

  it('tells a filtered empty list apart', async () => {
    answer = () => json(pageOf([]));
    render('/account/earnings?status=completed');
    expect(
      await screen.findByRole('heading', { name: 'No bookings match these filters' }),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    answer = () =>
      json({ type: 'about:blank', title: 'Error', status: 500, detail: 'Boom', code: 'internal' }, 500);
    render();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the bookings as cards on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width: 47.99em'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    try {
      render();
      const card = (await screen.findByText('Ines Guest')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('€306.00')).toBeInTheDocument();
      expect(within(card).getByText('Sea View Loft')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('downloads the CSV of the current filter, named as the server names it', async () => {
    render(`/account/earnings?dateFrom=2031-01-01&dateTo=2031-12-31&unitId=${UNIT}`);
    await screen.findByTestId('total-gross');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadWithToken).toHaveBeenCalledTimes(1));
    const [url, name] = downloadWithToken.mock.calls[0]!;
    expect(url).toBe(`/api/app/user/earnings.csv?dateFrom=2031-01-01&dateTo=2031-12-31&unitId=${UNIT}`);
    const named = name as (r: Response) => string;
    expect(
      named(
        new Response('', {
          headers: { 'content-disposition': 'attachment; filename="earnings-2031-01-01-2031-12-31.csv"' },
        }),
      ),
    ).toBe('earnings-2031-01-01-2031-12-31.csv');
    expect(named(new Response(''))).toBe('earnings-2031-01-01-2031-12-31.csv');
  });
});
