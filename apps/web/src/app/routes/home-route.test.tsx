import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: HomeRoute } = await import('./home-route.tsx');
const { NotFoundView } = await import('../../components/ui/not-found-view.tsx');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const user = { id: 'u1', firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.test', locale: 'en_US' };
const page = (total: number) => ({ items: [], pagination: { current: 1, limit: 20, total, pages: 1 } });

describe('HomeRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const answer = (total: number) =>
    fetchMock.mockImplementation(async (input) =>
      json(String(input).includes('/user/info') ? user : page(total)),
    );

  it('welcomes a new host and leads to listing a first property', async () => {
    answer(0);
    renderRoute(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your first property' })).toHaveAttribute(
      'href',
      '/listing/add-property',
    );
    expect(screen.queryByRole('link', { name: 'Go to your properties' })).not.toBeInTheDocument();
  });

  it('offers the properties page to a host who has properties', async () => {
    answer(2);
    renderRoute(<HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Go to your properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    expect(screen.getByRole('link', { name: 'List another property' })).toHaveAttribute(
      'href',
      '/listing/add-property',
    );
  });
});

describe('NotFoundView', () => {
  it('leads a signed-in host to built pages only', () => {
    renderRoute(<NotFoundView signedIn />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/properties', '/home']);
  });

  it('gives a signed-out visitor the home link, which goes through sign-in', () => {
    renderRoute(<NotFoundView signedIn={false} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/home']);
  });
});
