import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { SUPPORT_REQUEST } from '../support-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: SupportQueueRoute } = await import('./support-queue-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const REQUEST = SUPPORT_REQUEST;
const ID = REQUEST.id;
const page = (items: unknown[], total = items.length) =>
  json({ items, pagination: { current: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) } });

describe('SupportQueueRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = (path = '/staff/support') =>
    renderRoute(<SupportQueueRoute />, { path, pattern: '/staff/support' });

  it('shows the not-found page to hosts (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Support requests')).not.toBeInTheDocument();
  });

  it('lists the open requests first, each leading to its page, beside the review page', async () => {
    fetchMock.mockImplementation(async () => page([REQUEST]));
    render();
    const link = await screen.findByRole('link', { name: 'I need a requirement explained' });
    expect(link).toHaveAttribute('href', `/staff/support/${ID}`);
    expect(urls()[0]).toBe('/api/staff/support-requests?status=open&page=1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText(/SR-7K2QX9 · Lena Tester <lena@example\.test>/)).toBeInTheDocument();
    expect(within(card).getByText('Which number does Lisbon ask for?')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('1 open request')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Units to review' })).toHaveAttribute(
      'href',
      '/staff/review',
    );
    expect(within(nav).getByRole('link', { name: 'Support requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by answered or all, keeping the filter in the links', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('status=answered')
        ? page([{ ...REQUEST, status: 'answered', answerCount: 2, answeredAt: '2031-05-02T10:00:00.000Z' }])
        : page([]),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'No open requests' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Answered' }));
    const link = await screen.findByRole('link', { name: 'I need a requirement explained' });
    expect(link).toHaveAttribute('href', `/staff/support/${ID}?status=answered&page=1`);
    expect(screen.getByText('2 answers sent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    expect(urls()).toContain('/api/staff/support-requests?page=1');
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockResolvedValueOnce(json({ title: 'Unavailable', status: 503 }, 503));
    fetchMock.mockImplementation(async () => page([REQUEST]));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'I need a requirement explained' })).toBeInTheDocument();
  });

  it('pages through long queues', async () => {
    fetchMock.mockImplementation(async () => page([REQUEST], 45));
    render('/staff/support?status=open&page=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/staff/support-requests?status=open&page=3'));
  });
});
