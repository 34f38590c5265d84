import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { PrivacySection } = await import('./privacy-section.tsx');

const PASSWORD = 'Correct-horse-42';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const NONE = { status: 'none', requestedAt: null, eraseAfter: null };
const PENDING = {
  status: 'pending',
  requestedAt: '2026-11-26T10:00:00.000Z',
  eraseAfter: '2026-12-10T10:00:00.000Z',
};

describe('PrivacySection (account page)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let state: object;
  let onErasure: (method: string, body: { password?: string }) => Response;
  let onExport: () => Response;

  beforeEach(() => {
    state = NONE;
    onErasure = () => json(state);
    onExport = () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="host-portal-data-2026-11-26.zip"',
        },
      });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/user/export') return onExport();
      if (url.pathname === '/api/app/user/erasure')
        return onErasure(init?.method ?? 'GET', JSON.parse(String(init?.body ?? '{}')));
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () =>
    renderRoute(<PrivacySection />, { path: '/account/profile', pattern: '/account/profile' });

  it('downloads the export as the named zip file, with the bearer token', async () => {
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(clicks).toEqual(['host-portal-data-2026-11-26.zip']));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/app/user/export')!;
    expect(call[1]?.headers).toEqual({ authorization: 'Bearer token' });
    click.mockRestore();
  });

  it('says so when the download fails', async () => {
    onExport = () => json({ code: 'internal_error' }, 500);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(
      await screen.findByText('Your data could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('starts the deletion after the password and shows the date with a way to cancel', async () => {
    onErasure = (method, body) => {
      if (method === 'POST') {
        if (body.password !== PASSWORD)
          return json({ status: 403, code: 'password_incorrect', title: 'x', type: 'x' }, 403);
        state = PENDING;
        return json(state, 202);
      }
      if (method === 'DELETE') state = NONE;
      return json(state);
    };
    render();
    expect(await screen.findByText(/erased 14 days after you ask/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'wrong-1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account is going to be deleted')).toBeInTheDocument();
    expect(screen.getByText(/It will be erased on December 10, 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    const methods = fetchMock.mock.calls
      .filter(([u]) => String(u) === '/api/app/user/erasure')
      .map(([, i]) => i?.method ?? 'GET');
    expect(methods).toEqual(['GET', 'POST', 'POST', 'DELETE']);
  });

  it('shows an error with a retry when the state cannot be loaded', async () => {
    onErasure = () => json({ code: 'internal_error' }, 500);
    render();
    expect(await screen.findByText(/The state of your account could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
