import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { reviewKeys } from '../api/review-keys.ts';
import { json, problem, rating, review, UNIT_ID, unitSummary } from '../review-test-data.ts';
import { reviewsServer } from './unit-reviews-test-server.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: UnitReviewsRoute } = await import('./unit-reviews-route.tsx');

describe('UnitReviewsRoute (/insights/reviews/:id)', { timeout: 15_000 }, () => {
  let server: ReturnType<typeof reviewsServer>;

  beforeEach(() => {
    // 21 reviews, newest first; the newest is new (not seen)
    server = reviewsServer(Array.from({ length: 21 }, (_, n) => review(n + 1, { seen: n > 0 })));
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (id = UNIT_ID) =>
    renderRoute(<UnitReviewsRoute />, { path: `/insights/reviews/${id}`, pattern: '/insights/reviews/:id' });

  it('shows the unit, its rating and its newest reviews, and marks them seen once shown', async () => {
    const { queryClient } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea view studio' })).toBeInTheDocument();
    const guest = await screen.findByRole('article', { name: 'Guest 1' });
    expect(guest).toHaveTextContent('Review text 1');
    expect(guest).toHaveTextContent('Stay: May 10 – 13, 2031');
    expect(within(guest).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(guest).getByRole('list', { name: 'Categories' })).toHaveTextContent('Cleanliness: 5/5');
    expect(server.calls.find((c) => c.path === `/api/app/reviews/${UNIT_ID}`)?.search).toBe(
      '?page=1&limit=20',
    );
    // the seen mark: after the first page, once; the unit leaves the new-reviews list
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
        `/api/app/reviews/new/${UNIT_ID}`,
      ]),
    );
    await waitFor(() => expect(queryClient.getQueryData(reviewKeys.newUnits())).toEqual([]));
    // the review that was new keeps its mark for this visit
    expect(within(guest).getByText('New')).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('says the rating: the average, the count, each category and the stars as a list', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Rating' });
    await within(section).findByText('4 reviews');
    expect(within(section).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getByText('Check-in').nextElementSibling).toHaveTextContent('4.3');
    const bars = within(section).getByRole('list', { name: 'Reviews by stars' });
    const items = within(bars).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '5 stars33 reviews',
      '4 stars00 reviews',
      '3 stars11 review',
      '2 stars00 reviews',
      '1 star00 reviews',
    ]);
  });

  it('appends the next page with Show more', async () => {
    render();
    await screen.findByRole('article', { name: 'Guest 20' });
    expect(screen.getByText('Showing 20 of 21 reviews')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Guest 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(server.calls.filter((c) => c.path === `/api/app/reviews/${UNIT_ID}`).map((c) => c.search)).toEqual(
      ['?page=1&limit=20', '?page=2&limit=20'],
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when a unit has no reviews yet, and marks nothing seen', async () => {
    server.state.reviews = [];
    server.state.newUnits = [];
    server.state.summary = () => json(unitSummary({ average: null, count: 0, awaitingReply: 0 }));
    server.state.rating = () =>
      json(rating({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }));
    render();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rating' })).toHaveTextContent('0 reviews');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows not found for another host’s unit (404) and for an id that is no unit id', async () => {
    server.state.summary = () => problem(404, 'not_found', 'Unit not found');
    server.state.list = () => problem(404, 'not_found', 'Unit not found');
    server.state.rating = () => problem(404, 'not_found', 'Unit not found');
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This unit does not exist or was removed.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a failed list with a retry that loads it again', async () => {
    server.state.list = () => problem(500, 'internal', 'The reviews could not be read.');
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be read.');
    server.state.list = (page) =>
      json({ items: [review(1)], pagination: { current: page, limit: 20, total: 1, pages: 1 } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Guest 1' })).toBeInTheDocument();
  });
});
