import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: PropertiesRoute } = await import('./properties-route.tsx');

const page = (items: unknown[], total = items.length) =>
  new Response(
    JSON.stringify({ items, pagination: { current: 1, limit: 20, total, pages: Math.ceil(total / 20) } }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

const item = (id: string, title: string) => ({
  id,
  propertyType: 'single',
  title,
  state: 'PUBLISHED',
  firstUnitId: null,
  unitSummary: { total: 1, published: 1, inProgress: 0 },
  updatedAt: '2025-05-01T10:00:00.000Z',
});

describe('PropertiesRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('lists properties with their state', async () => {
    fetchMock.mockResolvedValue(page([item('0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11', 'Sea view flat')]));
    renderRoute(<PropertiesRoute />, { path: '/properties', pattern: '/properties' });
    expect(await screen.findByRole('link', { name: 'Sea view flat' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
  });

  it('opens without navigating again (a search term in the URL stays as it is)', async () => {
    fetchMock.mockResolvedValue(page([item('0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11', 'Sea view flat')]));
    const { router } = renderRoute(<PropertiesRoute />, {
      path: '/properties?search=sea&page=1',
      pattern: '/properties',
    });
    await screen.findByRole('link', { name: 'Sea view flat' });
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?search=sea&page=1');
  });

  it('shows the empty state with a create button', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderRoute(<PropertiesRoute />, { path: '/properties', pattern: '/properties' });
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add property' }).length).toBeGreaterThan(0);
  });

  it('opens the add-property dialog, whose form loads on demand', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderRoute(<PropertiesRoute />, { path: '/properties', pattern: '/properties' });
    await screen.findByText('No properties yet');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add property' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a property' });
    expect(dialog).toHaveTextContent('What kind of property is it?');
    expect(screen.getByRole('button', { name: 'Create property' })).toBeInTheDocument();
  });

  it('searches 350 ms after typing, with the trimmed term', async () => {
    fetchMock.mockImplementation(async () => page([]));
    renderRoute(<PropertiesRoute />, { path: '/properties', pattern: '/properties' });
    await screen.findByText('No properties yet');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: ' villa ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(349));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('villa'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/app/properties?criteria%5Bsearch%5D=villa&page=1&limit=20',
      ),
    );
  });

  it('offers a retry when loading fails', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Database is down' }), { status: 503 }),
    );
    fetchMock.mockResolvedValueOnce(page([item('0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11', 'Chalet')]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<PropertiesRoute />, { path: '/properties', pattern: '/properties' });
    expect(await screen.findByText('Database is down', {}, { timeout: 4000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Chalet' })).toBeInTheDocument();
  });
});
