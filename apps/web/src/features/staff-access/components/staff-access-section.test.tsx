import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { StaffAccessSection } = await import('./staff-access-section.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entry = (id: string, method: string, path: string, status: number) => ({
  id,
  sessionId: '6f1d8c1e-4a8b-4a57-9a39-1e0b1d8f2c11',
  staffName: 'Stella Staff',
  reason: 'Support request SR-1: prices',
  method,
  path,
  status,
  at: '2026-11-26T10:00:00.000Z',
});

describe('StaffAccessSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists who called what, why, and how it ended, as the API orders it', async () => {
    fetchMock.mockResolvedValue(
      json({
        items: [
          entry('3', 'POST', '/api/app/user/erasure', 403),
          entry('2', 'GET', '/api/app/properties', 200),
        ],
        pagination: { current: 1, limit: 20, total: 2, pages: 1 },
      }),
    );
    renderRoute(<StaffAccessSection />);
    const list = await screen.findByRole('list', { name: 'Calls staff made on your account, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('POST /api/app/user/erasure')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Refused \(403\)/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Staff member: Stella Staff')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Reason: Support request SR-1: prices')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Done \(200\)/)).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Call: POST /api/app/user/erasure');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/user/staff-access?page=1');
    expect(screen.getByRole('region', { name: 'Staff access' })).toBeInTheDocument();
  });

  it('says when no staff member has opened the account', async () => {
    fetchMock.mockResolvedValue(
      json({ items: [], pagination: { current: 1, limit: 20, total: 0, pages: 0 } }),
    );
    renderRoute(<StaffAccessSection />);
    expect(await screen.findByText('No staff member has opened your account.')).toBeInTheDocument();
  });
});
