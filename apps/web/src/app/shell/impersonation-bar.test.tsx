import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'staff-token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ImpersonationBar } = await import('./impersonation-bar.tsx');
const { api } = await import('../../lib/api-client.ts');

const SESSION_ID = '6f1d8c1e-4a8b-4a57-9a39-1e0b1d8f2c11';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const store = (expiresAt = new Date(Date.now() + 30 * 60_000).toISOString()) =>
  sessionStorage.setItem(
    'hp.impersonation',
    JSON.stringify({ id: SESSION_ID, hostName: 'Imke Tester', expiresAt }),
  );

describe('ImpersonationBar', () => {
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

  it('is not there for anyone not acting as a host', () => {
    renderRoute(<ImpersonationBar />);
    expect(screen.queryByText('STAFF IMPERSONATION')).not.toBeInTheDocument();
  });

  it('says STAFF IMPERSONATION with the host’s name in a labelled region; Exit ends the session and returns to the staff search', async () => {
    store();
    fetchMock.mockResolvedValue(json({ id: SESSION_ID }));
    renderRoute(<ImpersonationBar />);
    const bar = screen.getByRole('region', { name: 'STAFF IMPERSONATION' });
    expect(within(bar).getByText('STAFF IMPERSONATION')).toBeVisible();
    expect(within(bar).getByText(/You are acting as Imke Tester\. Every call is recorded\./)).toBeVisible();
    fireEvent.click(within(bar).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/staff/hosts'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/staff/impersonations/${SESSION_ID}/end`);
    expect(init?.method).toBe('POST');
    // the end is the staff member's own call, not one made as the host
    expect(new Headers(init?.headers).get('x-impersonation')).toBeNull();
    expect(sessionStorage.getItem('hp.impersonation')).toBeNull();
  });

  it('stays when leaving fails for a network reason', async () => {
    store();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderRoute(<ImpersonationBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('hp.impersonation')).not.toBeNull();
  });

  it('goes back to the staff search by itself at the end time', async () => {
    store(new Date(Date.now() - 1000).toISOString());
    renderRoute(<ImpersonationBar />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/staff/hosts'));
    expect(sessionStorage.getItem('hp.impersonation')).toBeNull();
  });
});

describe('API calls while acting as a host', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStorage.clear();
  });
  const headerOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('x-impersonation');

  it('name the session on /api/app calls only, beside the staff’s own token', async () => {
    store();
    fetchMock.mockImplementation(async () => json({}));
    await api.get('/api/app/properties');
    await api.get('/api/staff/hosts', { auth: true });
    expect(headerOf(0)).toBe(SESSION_ID);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer staff-token',
    );
    expect(headerOf(1)).toBeNull();
    sessionStorage.clear();
    await api.get('/api/app/properties');
    expect(headerOf(2)).toBeNull();
  });

  it('leave the session when the API says it has ended', async () => {
    store();
    fetchMock.mockResolvedValue(json({ status: 403, code: 'impersonation_ended', title: 'Forbidden' }, 403));
    await expect(api.get('/api/app/properties')).rejects.toMatchObject({ status: 403 });
    expect(sessionStorage.getItem('hp.impersonation')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/staff/hosts');
  });
});
