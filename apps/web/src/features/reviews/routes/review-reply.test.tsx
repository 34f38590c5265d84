import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../test/render.tsx';
import { OTHER_UNIT_ID, problem, review, UNIT_ID } from '../review-test-data.ts';
import { reviewsServer } from './unit-reviews-test-server.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: UnitReviewsRoute } = await import('./unit-reviews-route.tsx');

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('replying to reviews and choosing another unit', { timeout: 15_000 }, () => {
  let server: ReturnType<typeof reviewsServer>;

  beforeEach(() => {
    server = reviewsServer([
      review(1),
      review(2, {
        reply: { text: 'Thanks, Guest 2.', createdAt: at(-1), updatedAt: at(-1), editableUntil: at(47) },
      }),
      review(3, {
        reply: { text: 'Old answer.', createdAt: at(-72), updatedAt: at(-72), editableUntil: at(-24) },
        canReply: false,
      }),
      review(40, { replyUntil: at(-240), canReply: false }),
      ...Array.from({ length: 20 }, (_, n) => review(n + 41)),
    ]);
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  // Mantine's test mode: jsdom lays nothing out, so the selector's list would count as detached
  const render = () =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <UnitReviewsRoute />
      </MantineProvider>,
      { path: `/insights/reviews/${UNIT_ID}`, pattern: '/insights/reviews/:id' },
    );
  const article = (name: string) => screen.findByRole('article', { name });
  const listLoads = () => server.calls.filter((c) => c.path === `/api/app/reviews/${UNIT_ID}`).length;

  it('posts a reply and shows it in place of the form, without reloading the list', async () => {
    render();
    const guest = await article('Guest 1');
    expect(guest).toHaveTextContent(/You can reply until/);
    fireEvent.click(within(guest).getByRole('button', { name: 'Reply' }));
    const field = within(guest).getByRole('textbox', { name: 'Your public reply to Guest 1' });
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.change(field, { target: { value: 'Thank you, come back soon!' } });
    const loads = listLoads();
    fireEvent.click(within(guest).getByRole('button', { name: 'Publish reply' }));
    await within(guest).findByText('Your reply');
    expect(guest).toHaveTextContent('Thank you, come back soon!');
    // the focus goes back to where the reply continues
    expect(within(guest).getByRole('button', { name: 'Edit reply' })).toHaveFocus();
    expect(within(guest).queryByRole('textbox')).not.toBeInTheDocument();
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: `/api/app/reviews/reply/${review(1).id}`,
        body: { text: 'Thank you, come back soon!' },
      }),
    ]);
    expect(listLoads()).toBe(loads);
  });

  it('keeps the text and says why when the reply fails', async () => {
    server.state.onReply = () =>
      problem(409, 'conflict', 'The reply window of this review closed on 2031-06-01.');
    render();
    const guest = await article('Guest 1');
    fireEvent.click(within(guest).getByRole('button', { name: 'Reply' }));
    const field = within(guest).getByRole('textbox', { name: 'Your public reply to Guest 1' });
    fireEvent.change(field, { target: { value: 'Thanks a lot!' } });
    fireEvent.click(within(guest).getByRole('button', { name: 'Publish reply' }));
    const alert = await within(guest).findByRole('alert');
    expect(alert).toHaveTextContent('Your reply was not saved');
    expect(alert).toHaveTextContent('The reply window of this review closed on 2031-06-01.');
    expect(field).toHaveValue('Thanks a lot!');
    expect(within(guest).queryByText('Your reply')).not.toBeInTheDocument();
  });

  it('asks for words before posting', async () => {
    render();
    const guest = await article('Guest 1');
    fireEvent.click(within(guest).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(guest).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(guest).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(within(guest).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a reply while it may change, and says when it no longer may or the window closed', async () => {
    render();
    const second = await article('Guest 2');
    expect(second).toHaveTextContent('You can change it until');
    fireEvent.click(within(second).getByRole('button', { name: 'Edit reply' }));
    const field = within(second).getByRole('textbox');
    expect(field).toHaveValue('Thanks, Guest 2.');
    fireEvent.change(field, { target: { value: 'Thanks again, Guest 2.' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Save reply' }));
    await within(second).findByText('Thanks again, Guest 2.');

    const third = await article('Guest 3');
    expect(third).toHaveTextContent('Old answer.');
    expect(third).toHaveTextContent('A reply can be changed for 48 hours after it is posted');
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
    const late = await article('Guest 40');
    expect(late).toHaveTextContent(/The time to reply ended on/);
    expect(within(late).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens another unit from the selector and starts its list at page 1 again', async () => {
    const { router } = render();
    await article('Guest 56');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await article('Guest 60');
    fireEvent.click(screen.getByRole('button', { name: 'Unit' }));
    fireEvent.click(await screen.findByRole('option', { name: /Garden flat/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/insights/reviews/${OTHER_UNIT_ID}`));
    expect(await article('Other guest')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === `/api/app/reviews/${OTHER_UNIT_ID}`)?.search).toBe(
      '?page=1&limit=20',
    );
    // back to the first unit: its first page only
    void router.navigate(`/insights/reviews/${UNIT_ID}`);
    await article('Guest 1');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByRole('article', { name: 'Guest 60' })).not.toBeInTheDocument();
  });
});
