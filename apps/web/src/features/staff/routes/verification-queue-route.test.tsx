import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { KYC_ID, KYC_SUMMARY } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: VerificationQueueRoute } = await import('./verification-queue-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (items: unknown[], total = items.length) =>
  json({ items, pagination: { current: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) } });

describe('VerificationQueueRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = (path = '/staff/verifications') =>
    renderRoute(<VerificationQueueRoute />, { path, pattern: '/staff/verifications' });

  it('shows the not-found page to hosts (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Identity verifications' })).not.toBeInTheDocument();
  });

  it('lists the verifications waiting for a decision, each leading to its page', async () => {
    fetchMock.mockImplementation(async () => page([KYC_SUMMARY]));
    render();
    const link = await screen.findByRole('link', { name: 'Lena Tester' });
    expect(link).toHaveAttribute('href', `/staff/verifications/${KYC_ID}`);
    expect(urls()[0]).toBe('/api/staff/kyc/verifications?status=IN_PROGRESS&page=1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Individual · lena@example.test')).toBeInTheDocument();
    expect(within(card).getByText(/^Submitted May 2, 2031/)).toBeInTheDocument();
    expect(within(card).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(screen.getByText('1 verification')).toBeInTheDocument();
    expect(screen.getByText('Oldest submission first.')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Identity verifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Support requests' })).toHaveAttribute(
      'href',
      '/staff/support',
    );
  });

  it('filters by status, keeping the filter in the links, and says when none match', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('status=FAILED')
        ? page([
            {
              ...KYC_SUMMARY,
              status: 'FAILED',
              accountType: 'company',
              decidedAt: '2031-05-03T10:00:00.000Z',
            },
          ])
        : page([]),
    );
    render();
    expect(
      await screen.findByRole('heading', {
        name: 'No verifications with the status “Waiting for a decision”',
      }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'FAILED' } });
    const link = await screen.findByRole('link', { name: 'Lena Tester' });
    expect(link).toHaveAttribute('href', `/staff/verifications/${KYC_ID}?status=FAILED&page=1`);
    expect(screen.getByText('Company · lena@example.test')).toBeInTheDocument();
    expect(screen.getByText(/decided May 3, 2031/)).toBeInTheDocument();
    // decided ones come newest decision first, and the page says so
    expect(screen.getByText('Newest decision first.')).toBeInTheDocument();
    expect(screen.getByText(/2 documents/)).toBeInTheDocument();
    expect(urls()).toContain('/api/staff/kyc/verifications?status=FAILED&page=1');
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockResolvedValueOnce(json({ title: 'Unavailable', status: 503 }, 503));
    fetchMock.mockImplementation(async () => page([KYC_SUMMARY]));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lena Tester' })).toBeInTheDocument();
  });

  it('pages through long queues', async () => {
    fetchMock.mockImplementation(async () => page([KYC_SUMMARY], 45));
    render('/staff/verifications?status=IN_PROGRESS&page=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/staff/kyc/verifications?status=IN_PROGRESS&page=3'));
  });
});
