import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: StaffReviewRoute } = await import('./staff-review-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNIT = '00000000-0000-4000-8000-000000000001';
const list = json({
  items: [
    {
      id: UNIT,
      propertyId: '00000000-0000-4000-8000-0000000000aa',
      title: 'Sea view flat',
      thumbnail: null,
      state: 'UNDER_REVIEW',
      accommodationType: 'apartment',
      guests: 4,
      bedroomCount: 2,
      invalidFields: [],
      links: [],
      hostEmail: 'demo@host-portal.test',
      hostName: 'Demo Host',
      submittedAt: '2026-01-02T10:00:00.000Z',
    },
  ],
  pagination: { current: 1, limit: 20, total: 1, pages: 1 },
});

describe('StaffReviewRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the not-found page to hosts (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    renderRoute(<StaffReviewRoute />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Units to review')).not.toBeInTheDocument();
  });

  it('lists units under review and rejects with fields and a message', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(null) : list.clone()));
    renderRoute(<StaffReviewRoute />);
    expect(await screen.findByText('Sea view flat')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/staff/units?state=UNDER_REVIEW&page=1');

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Choose at least one field to fix.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Registration number' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Message to the host/ }), {
      target: { value: 'The registration number is missing.' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[0]).toBe(`/api/staff/units/${UNIT}/reject`);
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        invalidFields: ['registrationNumber'],
        message: 'The registration number is missing.',
      });
    });
  });

  it('approves a unit', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(null) : list.clone()));
    renderRoute(<StaffReviewRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url).endsWith('/approve'),
        ),
      ).toBe(true),
    );
  });
});

describe('StaffReviewRoute preview', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the unit as guests will see it, from the staff preview call, in a sandboxed frame', async () => {
    const page = '<!doctype html><html lang="en-US"><body><h1>Sea view flat</h1></body></html>';
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/preview')
        ? new Response(page, { status: 200, headers: { 'content-type': 'text/html' } })
        : list.clone(),
    );
    renderRoute(<StaffReviewRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview as guests will see it' }));
    const frame = await screen.findByTitle('Public page of Sea view flat');
    expect(frame.getAttribute('srcdoc')).toBe(page);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/preview'));
    expect(call?.[0]).toBe(`/api/staff/units/${UNIT}/preview?hl=en_US`);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });
});
