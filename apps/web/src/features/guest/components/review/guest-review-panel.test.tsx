import type { GuestReviewState } from '@host-portal/contracts/reviews';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { guestChannel, json, problem, RESERVATION_ID } from '../../guest-test-data.ts';
import { GuestReviewPanel } from './guest-review-panel.tsx';

const URL_OF_REVIEW = `/api/guest/reservations/${RESERVATION_ID}/review`;
const CATEGORIES = ['Cleanliness', 'Accuracy', 'Communication', 'Location', 'Check-in', 'Value'];
const REVIEW = {
  rating: 4,
  categories: { cleanliness: 5, accuracy: 4, communication: 5, location: 3, checkIn: 4, value: 4 },
  text: 'Bright rooms and a warm welcome.',
  createdAt: '2031-07-08T09:00:00.000Z',
};
const state = (over: Partial<GuestReviewState> = {}): GuestReviewState => ({
  reservationId: RESERVATION_ID,
  state: 'open',
  until: '2031-07-19',
  review: null,
  ...over,
});

describe('the guest’s review of a stay', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let current: GuestReviewState;
  let postAnswer: (body: unknown) => Response;
  const posted = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).startsWith(URL_OF_REVIEW) && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));

  beforeEach(() => {
    current = state();
    postAnswer = (body) =>
      json(
        state({
          state: 'done',
          until: null,
          review: { ...(body as typeof REVIEW), createdAt: REVIEW.createdAt },
        }),
        201,
      );
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith(URL_OF_REVIEW)) {
        return init?.method === 'POST' ? postAnswer(JSON.parse(String(init.body))) : json(current);
      }
      return json({ items: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (props: Partial<Parameters<typeof GuestReviewPanel>[0]> = {}) =>
    renderRoute(
      // test mode: no transitions, so the dialog is there at once
      <MantineProvider theme={mantineTheme} env="test">
        <GuestReviewPanel channel={guestChannel()} {...props} />
      </MantineProvider>,
    );
  const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
  const star = (name: string, n: number) =>
    within(group(name)).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }) as HTMLInputElement;
  const openForm = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    return screen.findByRole('dialog', { name: 'Review your stay' });
  };

  it('asks how the stay was, until when, and opens the form', async () => {
    open();
    expect(await screen.findByText('How was your stay?')).toBeInTheDocument();
    expect(screen.getByText('You can review until July 19, 2031.')).toBeInTheDocument();
    const dialog = await openForm();
    expect(within(dialog).getByRole('group', { name: /^Overall rating/ })).toBeInTheDocument();
    for (const name of CATEGORIES)
      expect(within(dialog).getByRole('group', { name: new RegExp(`^${name}`) }));
    expect(
      within(dialog).getByRole('textbox', { name: /Tell other guests about your stay/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/10 to 2,000 characters/)).toBeInTheDocument();
  });

  it('chooses stars by keyboard: arrows, Home, End and Space', async () => {
    open();
    await openForm();
    const first = star('Overall rating', 1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(star('Overall rating', 1).checked).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(star('Overall rating', 3).checked).toBe(true);
    // the focus follows the choice, as in any radio group
    expect(document.activeElement).toBe(star('Overall rating', 3));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(star('Overall rating', 5).checked).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(star('Overall rating', 4).checked).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(star('Overall rating', 1).checked).toBe(true);
    const two = star('Value', 2);
    fireEvent.keyDown(two, { key: ' ' });
    expect(star('Value', 2).checked).toBe(true);
    // one group's keys leave the others alone
    expect(star('Overall rating', 1).checked).toBe(true);
  });

  it('says what is missing and sends nothing', async () => {
    open();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(within(dialog).getAllByText('Choose from 1 to 5 stars.')).toHaveLength(7));
    expect(within(dialog).getByText(/at least 10 characters/i)).toBeInTheDocument();
    expect(star('Overall rating', 1)).toHaveAttribute('aria-describedby');
    expect(posted()).toEqual([]);
  });

  it('sends the review, then thanks the guest and shows it read-only', async () => {
    open();
    const dialog = await openForm();
    fireEvent.click(star('Overall rating', 4));
    for (const [i, name] of CATEGORIES.entries()) {
      fireEvent.click(star(name, Object.values(REVIEW.categories)[i]!));
    }
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: `  ${REVIEW.text} ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('dialog', { name: 'Your review' })).toBeInTheDocument();
    expect(posted()).toEqual([{ rating: 4, categories: REVIEW.categories, text: REVIEW.text }]);
    const done = screen.getByRole('dialog', { name: 'Your review' });
    expect(within(done).getAllByText('Thank you for your review!').length).toBeGreaterThan(0);
    expect(within(done).getByText(REVIEW.text)).toBeInTheDocument();
    // the overall stars and each category's: 4 (overall, accuracy, check-in, value), 5, 5 and 3
    expect(within(done).getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(4);
    expect(within(done).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    expect(within(done).getAllByRole('img', { name: '3 out of 5 stars' })).toHaveLength(1);
    expect(within(done).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    postAnswer = () =>
      json(
        {
          type: 'about:blank',
          title: 'Bad request',
          status: 400,
          detail: 'Check the fields.',
          code: 'validation_failed',
          invalidParams: [
            { name: 'body.text', reason: 'Please leave out addresses.' },
            { name: 'body.categories.value', reason: 'Out of range.' },
          ],
        },
        400,
      );
    open();
    const dialog = await openForm();
    fireEvent.click(star('Overall rating', 5));
    for (const name of CATEGORIES) fireEvent.click(star(name, 5));
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Write to me at 1 Sea Road.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Please leave out addresses.')).toBeInTheDocument();
    expect(within(group('Value')).getByText('Out of range.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Write to me at 1 Sea Road.');
    expect(star('Overall rating', 5).checked).toBe(true);
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    postAnswer = () => problem(409, 'conflict', 'This stay has been reviewed already.');
    open();
    const dialog = await openForm();
    fireEvent.click(star('Overall rating', 3));
    for (const name of CATEGORIES) fireEvent.click(star(name, 3));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'An honest, middling stay.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This stay has been reviewed already.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('An honest, middling stay.');
    expect(star('Cleanliness', 3).checked).toBe(true);
  });

  it('shows a review written before, with thanks, without a form', async () => {
    current = state({ state: 'done', until: null, review: REVIEW });
    open();
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your review' });
    expect(within(dialog).getByText(REVIEW.text)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says plainly when the window has passed, and nothing before check-out', async () => {
    current = state({ state: 'closed', until: null });
    const { unmount } = open();
    expect(await screen.findByText('The time to review this stay has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    current = state({ state: 'notYet', until: null });
    open({
      channel: guestChannel({
        stay: { ...guestChannel().stay!, status: 'CONFIRMED', checkOut: '2000-01-02' },
      }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(/review/i)).not.toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks nothing for a stay that is still ahead or was only requested', async () => {
    open({
      channel: guestChannel({
        stay: { ...guestChannel().stay!, status: 'CONFIRMED', checkOut: '2999-01-01' },
      }),
    });
    open({
      channel: guestChannel({
        conversationType: 'bookingRequest',
        stay: { ...guestChannel().stay!, status: 'REQUESTED' },
      }),
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the form at once when the e-mail’s link asked for it', async () => {
    const onClosed = vi.fn();
    open({ openAtStart: true, onClosed });
    const dialog = await screen.findByRole('dialog', { name: 'Review your stay' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });
});
