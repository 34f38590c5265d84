import type { Invoice } from '@host-portal/contracts/subscriptions';
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

const { InvoiceList } = await import('./invoice-list.tsx');

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: '5b7c9d11-2e3f-4a50-8b6c-7d8e9fa0b1c2',
  invoiceNumber: 'INV-2031-1001',
  date: '2031-06-01T10:00:00.000Z',
  planId: 'plus-eur-monthly',
  periodStart: '2031-06-01T10:00:00.000Z',
  periodEnd: '2031-07-01T10:00:00.000Z',
  amount: 4900,
  vatAmount: 782,
  netAmount: 4118,
  vatBasisPoints: 1900,
  currency: 'EUR',
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const fetchMock = vi.fn<typeof fetch>();

describe('InvoiceList', { timeout: 15_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    downloadWithToken.mockReset();
  });

  it('lists the invoices with amount and VAT, and downloads one under its number', async () => {
    fetchMock.mockImplementation(async () =>
      json({
        invoices: [
          invoice(),
          invoice({
            id: '5b7c9d11-2e3f-4a50-8b6c-7d8e9fa0b1c3',
            invoiceNumber: 'INV-2031-1000',
            planId: 'pro-eur-monthly',
            amount: 6450,
            vatAmount: 1030,
          }),
        ],
      }),
    );
    renderRoute(<InvoiceList />);
    const row = (await screen.findByRole('rowheader', { name: 'INV-2031-1001' })).closest('tr')!;
    expect(within(row).getByText('Plus')).toBeInTheDocument();
    expect(within(row).getByText('€49.00')).toBeInTheDocument();
    expect(within(row).getByText('€7.82')).toBeInTheDocument();
    const pro = screen.getByRole('rowheader', { name: 'INV-2031-1000' }).closest('tr')!;
    expect(within(pro).getByText('Pro')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Download invoice INV-2031-1001 as PDF' }));
    await waitFor(() => expect(downloadWithToken).toHaveBeenCalledTimes(1));
    const [url, name] = downloadWithToken.mock.calls[0]!;
    expect(url).toContain('/api/app/subscription/invoices/5b7c9d11-2e3f-4a50-8b6c-7d8e9fa0b1c2.pdf');
    const named = name as (r: Response) => string;
    expect(
      named(
        new Response('', { headers: { 'content-disposition': 'attachment; filename="INV-2031-1001.pdf"' } }),
      ),
    ).toBe('INV-2031-1001.pdf');
    expect(named(new Response(''))).toBe('INV-2031-1001.pdf');
  });

  it('says so when a download fails', async () => {
    fetchMock.mockImplementation(async () => json({ invoices: [invoice()] }));
    downloadWithToken.mockRejectedValueOnce(new Error('offline'));
    renderRoute(<InvoiceList />);
    fireEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    expect(await screen.findByText('The invoice could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fetchMock.mockImplementation(async () => json({ invoices: [] }));
    renderRoute(<InvoiceList />);
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    fetchMock.mockImplementation(async () =>
      fail ? json({ title: 'down', status: 503 }, 503) : json({ invoices: [invoice()] }),
    );
    renderRoute(<InvoiceList />);
    expect(screen.getByText('Loading your invoices…')).toBeInTheDocument();
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'INV-2031-1001' })).toBeInTheDocument();
  });
});
