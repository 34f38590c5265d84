import type { Match } from '@host-portal/contracts/match-score';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { MatchSection, MatchSummary } from './match-badge.tsx';

const great: Match = {
  level: 'greatMatch',
  score: 4,
  reasons: [
    { criterion: 'bookingTimes', value: 'earlyBird', matched: true },
    { criterion: 'stayDurations', value: 'mediumStay', matched: true },
    { criterion: 'startOfStay', value: 'weekday', matched: false },
    { criterion: 'groupSizes', value: 'family', matched: true },
    { criterion: 'language', value: 'de', matched: true },
  ],
};

describe('match badge', () => {
  it('shows the level and, in words, what fits and what does not', async () => {
    renderRoute(<MatchSummary match={great} />);
    expect(await screen.findByText('Great match')).toBeInTheDocument();
    expect(
      screen.getByText('Fits: booking time, length of stay, group, and language · Misses: start of stay'),
    ).toBeInTheDocument();
  });

  it('says only what fits when everything does', async () => {
    const best: Match = { level: 'bestMatch', score: 5, reasons: great.reasons.slice(0, 2) };
    renderRoute(<MatchSummary match={best} />);
    expect(await screen.findByText('Best match')).toBeInTheDocument();
    expect(screen.getByText('Fits: booking time and length of stay')).toBeInTheDocument();
    expect(screen.queryByText(/Misses/)).not.toBeInTheDocument();
  });

  it('lists each criterion on the details: what the request is and whether it fits', async () => {
    renderRoute(<MatchSection match={great} />);
    const heading = await screen.findByRole('heading', { name: 'Match with your ideal guest' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText('Great match')).toBeInTheDocument();
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Booking time: Early bookers (fits your preference)',
      'Length of stay: Medium stays (fits your preference)',
      'Start of stay: Weekdays (not your preference)',
      'Group: Families (fits your preference)',
      'Language: German (fits your preference)',
    ]);
  });

  it('leads a host without preferences to the questionnaire on the overview', async () => {
    renderRoute(<MatchSection match={null} />);
    expect(await screen.findByRole('link', { name: 'Go to your overview' })).toHaveAttribute('href', '/home');
  });
});
