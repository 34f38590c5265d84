import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, problem, rating, UNIT_ID } from '../review-test-data.ts';
import { UnitRatingCard } from './unit-rating-card.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

describe('UnitRatingCard (on the unit’s overview)', { timeout: 15_000 }, () => {
  let answer: { rating: () => Response; newUnits: string[] };

  beforeEach(() => {
    answer = { rating: () => json(rating()), newUnits: [UNIT_ID] };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/app/reviews/new') return json(answer.newUnits);
        if (path === `/api/app/reviews/rating/${UNIT_ID}`) return answer.rating();
        return problem(404, 'not_found', 'Not found');
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () => renderRoute(<UnitRatingCard unitId={UNIT_ID} />);

  it('shows the rating and leads to the reviews, marked while some are new', async () => {
    render();
    expect(await screen.findByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Reviews (New)' });
    expect(link).toHaveAttribute('href', `/insights/reviews/${UNIT_ID}`);
  });

  it('says when there are no reviews yet, without the mark', async () => {
    answer.newUnits = [];
    answer.rating = () => json(rating({ average: null, count: 0 }));
    render();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      `/insights/reviews/${UNIT_ID}`,
    );
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
