import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { UnitsList } = await import('./units-list.tsx');

const PROPERTY = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const unit = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Room ${n}`,
  thumbnail: null,
  state: 'PUBLISHED',
  accommodationType: 'room',
  guests: 2,
  bedroomCount: 1,
  invalidFields: [],
  links: [{ channel: 'web', url: `https://example.test/${n}` }],
  ...extra,
});
const page = (current: number, items: unknown[], pages = 2) =>
  new Response(JSON.stringify({ items, pagination: { current, limit: 20, total: 25, pages } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A controllable IntersectionObserver: `reveal()` reports the sentinel as visible. */
let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed = observed.filter((e) => e !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const reveal = () =>
  act(() => {
    for (const { callback, targets } of observed) {
      callback(
        targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });

describe('UnitsList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    // The preview buttons read the host's interactions; everything else is the units list.
    vi.stubGlobal('fetch', (async (url, init) =>
      String(url).includes('/interactions')
        ? new Response('{"interactions":[]}', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : fetchMock(url, init)) as typeof fetch);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    observed = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  const urls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/units'));

  it('loads the next page when the end of the list becomes visible', async () => {
    fetchMock.mockImplementation(async (url) => {
      const p = Number(new URL(String(url), 'http://x').searchParams.get('page'));
      return p === 1 ? page(1, [unit(1), unit(2)]) : page(2, [unit(3)]);
    });
    renderRoute(<UnitsList propertyId={PROPERTY} canAddUnits={false} />);
    expect(await screen.findByRole('link', { name: 'Room 1' })).toBeInTheDocument();
    expect(urls()).toEqual([`/api/app/properties/${PROPERTY}/units?page=1&limit=20`]);

    await reveal();
    expect(await screen.findByRole('link', { name: 'Room 3' })).toBeInTheDocument();
    expect(urls()).toEqual([
      `/api/app/properties/${PROPERTY}/units?page=1&limit=20`,
      `/api/app/properties/${PROPERTY}/units?page=2&limit=20`,
    ]);
    // Last page: no sentinel, no "load more".
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more units' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('offers a "load more" button for keyboard users', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('page=1') ? page(1, [unit(1)]) : page(2, [unit(2)]),
    );
    renderRoute(<UnitsList propertyId={PROPERTY} canAddUnits={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more units' }));
    expect(await screen.findByRole('link', { name: 'Room 2' })).toBeInTheDocument();
  });

  it('searches 500 ms after typing, ignoring surrounding whitespace', async () => {
    fetchMock.mockImplementation(async () => page(1, [unit(1)], 1));
    renderRoute(<UnitsList propertyId={PROPERTY} canAddUnits={false} />);
    await screen.findByRole('link', { name: 'Room 1' });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search units' });
    fireEvent.change(box, { target: { value: '  ' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(urls()).toHaveLength(1);
    fireEvent.change(box, { target: { value: ' sea ' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(urls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(urls()).toContain(
        `/api/app/properties/${PROPERTY}/units?criteria%5Bsearch%5D=sea&page=1&limit=20`,
      ),
    );
  });

  it('shows the state, "action needed" and the continue link of an unfinished unit', async () => {
    fetchMock.mockImplementation(async () =>
      page(
        1,
        [
          unit(1, { state: 'REJECTED_BY_STAFF', invalidFields: ['title', 'registrationNumber'] }),
          unit(2, { state: 'IN_PROGRESS', title: null, links: [] }),
          unit(3, { links: [] }),
        ],
        1,
      ),
    );
    renderRoute(<UnitsList propertyId={PROPERTY} canAddUnits />);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix Registration number' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY}/units/${unit(1).id}/taxes-and-laws?field=registrationNumber`,
    );
    expect(screen.getByRole('link', { name: 'Continue listing' })).toHaveAttribute(
      'href',
      `/listing/property/${PROPERTY}/unit/${unit(2).id}`,
    );
    expect(screen.getByText('Publishing in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add unit' })).toBeInTheDocument();
  });
});
