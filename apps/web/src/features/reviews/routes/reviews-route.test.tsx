import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, OTHER_UNIT_ID, problem, summaryPage, UNIT_ID, unitSummary } from '../review-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ReviewsRoute } = await import('./reviews-route.tsx');

/** 21 units: page 1 holds 20, "Show more" brings the 21st. */
const units = Array.from({ length: 21 }, (_, n) =>
  unitSummary({
    unitId:
      n === 0
        ? UNIT_ID
        : n === 1
          ? OTHER_UNIT_ID
          : `4a9c3d85-6e7f-4081-9c93-a4b5c6d7e8${String(n).padStart(2, '0')}`,
    title: `Unit ${n + 1}`,
    propertyTitle: 'Villa Marina',
    average: n === 1 ? null : 4.5,
    count: n === 1 ? 0 : 2,
    awaitingReply: n === 0 ? 2 : 0,
    hasNew: false,
  }),
);

describe('ReviewsRoute (/insights/reviews)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let summary: (url: URL) => Response;
  let newUnits: string[];
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    newUnits = [UNIT_ID];
    summary = (url) => {
      const page = Number(url.searchParams.get('page'));
      return json(summaryPage(page === 1 ? units.slice(0, 20) : units.slice(20), page, units.length));
    };
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/reviews/summary') return summary(url);
      if (url.pathname === '/api/app/reviews/new') return json(newUnits);
      return problem(404, 'not_found', 'Not found');
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () =>
    renderRoute(<ReviewsRoute />, { path: '/insights/reviews', pattern: '/insights/reviews' });
  const card = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

  it('lists every unit with its rating, what waits for a reply, and the new mark from the new-reviews list', async () => {
    render();
    await screen.findByRole('link', { name: 'Unit 1' });
    expect(urls()).toContain('/api/app/reviews/summary?page=1&limit=20');
    const first = card('Unit 1');
    expect(first).toHaveTextContent('4.5');
    expect(within(first).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('2 reviews');
    expect(first).toHaveTextContent('2 reviews waiting for your reply');
    await waitFor(() => expect(within(first).getByText('New')).toBeInTheDocument());
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(card('Unit 2')).toHaveTextContent('No reviews yet');
    expect(screen.getByRole('link', { name: 'Unit 1' })).toHaveAttribute(
      'href',
      `/insights/reviews/${UNIT_ID}`,
    );
    expect(screen.getByText('Showing 20 of 21 units')).toBeInTheDocument();
  });

  it('appends the next page with Show more', async () => {
    render();
    await screen.findByRole('link', { name: 'Unit 20' });
    expect(screen.queryByRole('link', { name: 'Unit 21' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Unit 21' });
    // appended: the first page is still there, and nothing more to load
    expect(screen.getByRole('link', { name: 'Unit 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(urls()).toContain('/api/app/reviews/summary?page=2&limit=20');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when the host has no unit yet', async () => {
    summary = () => json(summaryPage([], 1, 0));
    render();
    expect(await screen.findByRole('heading', { name: 'No units yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('shows the error with a retry that loads again', async () => {
    summary = () => problem(500, 'internal', 'The reviews are resting.');
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews are resting.');
    summary = () => json(summaryPage(units.slice(0, 2), 1, 2));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Unit 2' })).toBeInTheDocument();
  });
});
