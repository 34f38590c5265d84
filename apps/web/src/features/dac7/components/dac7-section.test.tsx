import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { Dac7Section } = await import('./dac7-section.tsx');
const { fileNameOf } = await import('../api/download-dac7-report.ts');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const user = (commissionApplicable: boolean) => ({
  userId: 'be6b7f9d-3a5c-4b6d-8fa0-8c7a6b5d4e66',
  type: 'individual',
  locale: 'en_US',
  commercialModel: commissionApplicable ? 'commission' : 'subscription',
  appFeatures: {
    bookingsAvailable: commissionApplicable,
    commissionApplicable,
    inquiriesAvailable: true,
    subscriptionApplicable: !commissionApplicable,
    isSubscriptionCheckoutAvailable: !commissionApplicable,
    isB2B: false,
    isKYCApplicable: commissionApplicable,
    earningsAvailable: commissionApplicable,
  },
});

describe('Dac7Section (account billing tab)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let commission: boolean;
  let onAvailability: () => Response;
  let onReport: (year: string) => Response;
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

  beforeEach(() => {
    commission = false;
    onAvailability = () => json({ years: [2025, 2024] });
    onReport = (year) =>
      new Response('\uFEFFDAC7 report', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="dac7-report-${year}.csv"`,
        },
      });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/user/info') return json(user(commission));
      if (url.pathname === '/api/app/report/dac7/availability') return onAvailability();
      const report = /^\/api\/app\/report\/dac7\/(\d{4})$/.exec(url.pathname);
      if (report) return onReport(report[1]!);
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:dac7');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () =>
    renderRoute(<Dac7Section />, { path: '/account/billing', pattern: '/account/billing' });

  it('lists the years newest first and downloads one under the server’s file name', async () => {
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Tax report (DAC7)' })).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: /^Download \d{4}$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Download 2025', 'Download 2024']);
    fireEvent.click(screen.getByRole('button', { name: 'Download 2024' }));
    await waitFor(() => expect(clicks).toEqual(['dac7-report-2024.csv']));
    const [, init] = calls('/api/app/report/dac7/2024')[0]!;
    expect(init?.headers).toEqual({ authorization: 'Bearer token' });
    // an answer that names no file is saved as report-{year}.csv (000 section 7)
    onReport = () => new Response('\uFEFFDAC7 report', { headers: { 'content-type': 'text/csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download 2025' }));
    await waitFor(() => expect(clicks).toEqual(['dac7-report-2024.csv', 'report-2025.csv']));
    click.mockRestore();
  });

  it('says when there is nothing to report yet', async () => {
    onAvailability = () => json({ years: [] });
    render();
    expect(await screen.findByText(/No reportable activity yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('shows a load error with a retry, and a failed download', async () => {
    onAvailability = () => json({ code: 'internal_error' }, 500);
    render();
    expect(await screen.findByRole('alert')).toBeTruthy();
    onAvailability = () => json({ years: [2024] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const button = await screen.findByRole('button', { name: 'Download 2024' });
    onReport = () => json({ code: 'not_found', status: 404, title: 'Not found' }, 404);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The report for 2024 could not be downloaded',
    );
  });

  it('is hidden, and asks nothing, when commission applies', async () => {
    commission = true;
    const { queryClient } = render();
    await waitFor(() => expect(queryClient.getQueryData(['user', 'info'])).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Tax report (DAC7)' })).toBeNull();
    expect(calls('/api/app/report/dac7')).toHaveLength(0);
    expect(screen.queryByText(/DAC7|reportable/)).toBeNull();
  });

  it('reads the file name from content-disposition, else none', () => {
    expect(fileNameOf('attachment; filename="dac7-report-2024.csv"')).toBe('dac7-report-2024.csv');
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
