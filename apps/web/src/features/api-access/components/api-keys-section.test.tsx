import type { ApiKey } from '@host-portal/contracts/api-access';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ApiKeysSection } = await import('./api-keys-section.tsx');

const SECRET = `hpk_abcdefgh23_${'S'.repeat(43)}`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '0b7f1e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Channel manager',
  prefix: 'hpk_abcdefgh23_',
  scopes: ['read', 'reservations:write'],
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

describe('API keys: the secret is shown once', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writeText = vi.fn(async () => {});
  let keys: ApiKey[];
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({
        path: new URL(String(url), 'http://x').pathname,
        body: JSON.parse(String(init!.body)),
      }));

  beforeEach(() => {
    keys = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if ((init?.method ?? 'GET') === 'GET' && path === '/api/app/api-keys') return json({ items: keys });
      if (init?.method === 'POST' && path === '/api/app/api-keys') {
        const created = key({ name: JSON.parse(String(init.body)).name });
        keys = [created];
        return json({ key: created, secret: SECRET }, 201);
      }
      if (init?.method === 'POST' && path.endsWith('/revoke')) {
        keys = [key({ revokedAt: '2026-11-26T10:00:00Z' })];
        return json(keys[0]);
      }
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    writeText.mockReset();
  });

  const render = () => renderRoute(<ApiKeysSection />, { path: '/account/api', pattern: '/account/api' });

  it('creates a key, shows its secret once with a copy button, and never again after closing', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Name/ }), { target: { value: 'Beds24' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Calendar/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(posts()).toEqual([
      { path: '/api/app/api-keys', body: { name: 'Beds24', scopes: ['read', 'calendar:write'] } },
    ]);
    expect(within(shown).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(within(shown).getByText(/shown only this once/)).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull());
    // the list shows the key by its prefix only
    const row = await screen.findByRole('article', { name: 'Beds24' });
    expect(row).toHaveTextContent('hpk_abcdefgh23_…');
    expect(row).toHaveTextContent('never used');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('says when there are no keys', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('revokes a key after confirming', async () => {
    keys = [key({ lastUsedAt: '2026-11-25T09:30:00Z' })];
    render();
    const row = await screen.findByRole('article', { name: 'Channel manager' });
    expect(row).toHaveTextContent(/last used/);
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the key Channel manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    // cancel first: nothing is sent
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the key Channel manager' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(posts().map((p) => p.path)).toEqual([`/api/app/api-keys/${key().id}/revoke`]));
    expect((await screen.findAllByText('Revoked')).length).toBeGreaterThan(0);
  });
});
