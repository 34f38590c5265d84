import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: HostSearchRoute } = await import('./host-search-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const HOST = {
  id: '0f8a1f5e-5a7c-4c3e-9d59-2d6b6c1b7a10',
  name: 'Imke Tester',
  email: 'imke@example.test',
  companyName: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const SESSION = {
  id: '6f1d8c1e-4a8b-4a57-9a39-1e0b1d8f2c11',
  hostId: HOST.id,
  hostName: HOST.name,
  reason: 'Support request SR-1: prices',
  startedAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T11:00:00.000Z',
  endedAt: null,
};

describe('HostSearchRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    assign.mockReset();
    sessionStorage.clear();
  });
  const render = (path = '/staff/hosts') =>
    renderRoute(<HostSearchRoute />, { path, pattern: '/staff/hosts' });

  it('shows hosts the not-found page (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render('/staff/hosts?q=imke');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('searches, asks for a reason of 10 characters, starts and reloads as the host', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(SESSION, 201) : json({ items: [HOST] }),
    );
    render();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail, name or account id' }), {
      target: { value: 'imke' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Hosts found' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/staff/hosts?q=imke');
    const card = within(list).getByRole('article', { name: 'Imke Tester' });
    expect(within(card).getByText('imke@example.test')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Act as Imke Tester' }));

    const dialog = await screen.findByRole('dialog', { name: 'Act as Imke Tester' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(await within(dialog).findByText('Give a reason of at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: SESSION.reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/properties'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/staff/impersonations');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ hostId: HOST.id, reason: SESSION.reason });
    expect(JSON.parse(sessionStorage.getItem('hp.impersonation')!)).toEqual({
      id: SESSION.id,
      hostName: HOST.name,
      expiresAt: SESSION.expiresAt,
    });
  });

  it('says when nobody matches', async () => {
    fetchMock.mockResolvedValue(json({ items: [] }));
    render('/staff/hosts?q=nobody');
    expect(await screen.findByText('No host matches “nobody”.')).toBeInTheDocument();
  });
});
