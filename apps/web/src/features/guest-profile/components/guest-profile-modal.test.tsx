import type { GuestPreferences } from '@host-portal/contracts/guest-profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));

const { GuestProfileModal } = await import('./guest-profile-modal.tsx');

const NONE: GuestPreferences = {
  bookingTimes: null,
  stayDurations: null,
  startOfStay: null,
  groupSizes: null,
  language: null,
  hostLanguages: [],
  updatedAt: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

describe('GuestProfileModal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let saved: GuestPreferences;
  beforeEach(() => {
    saved = { ...NONE };
    fetchMock.mockImplementation(async (_url, init) => {
      saved = { ...saved, ...JSON.parse(String(init?.body)), updatedAt: '2031-01-01T00:00:00.000Z' };
      return json(saved);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const patches = () =>
    fetchMock.mock.calls.map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))]);
  const button = (name: string) => screen.getByRole('button', { name });
  const confirm = () => fireEvent.click(button('Confirm'));
  const focusedLabel = () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent;
  const open = (props: { saved?: GuestPreferences; onClose?: () => void; onSaved?: () => void } = {}) =>
    renderRoute(
      <GuestProfileModal
        opened
        onClose={props.onClose ?? (() => undefined)}
        saved={props.saved ?? NONE}
        onSaved={props.onSaved}
      />,
    );

  it('walks the 7 steps: Confirm waits for a choice, saves the step, then opens the next', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    open({ onClose, onSaved });
    const dialog = await screen.findByRole('dialog', { name: 'Your ideal guest' });
    expect(within(dialog).getByRole('heading', { name: 'Describe your ideal guest' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-tracking-name="1_step"]')).not.toBeNull();
    fireEvent.click(button('Let’s start'));

    // 2: booking times, the first of the 5 progress steps
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(button('Confirm')).toBeDisabled();
    // the step's first option has the focus, so the keyboard carries on from there
    await waitFor(() => expect(focusedLabel()).toBe('Early bookers'));
    expect(screen.getByText('Book 60 days or more before arrival')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Early bookers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /On schedule/ }));
    expect(button('Confirm')).toBeEnabled();
    confirm();

    // 3–5: one choice each
    expect(await screen.findByText('Question 2 of 5')).toBeInTheDocument();
    await waitFor(() => expect(focusedLabel()).toBe('Short stays'));
    expect(button('Confirm')).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Medium stays/ }));
    confirm();
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByText('Arrival on Friday or Saturday')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Weekends/ }));
    confirm();
    expect(await screen.findByText('Question 4 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Families/ }));
    confirm();

    // 6: language, a single choice; hostLanguage starts with the host's own language
    expect(await screen.findByText('Question 5 of 5')).toBeInTheDocument();
    expect(button('Confirm')).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: /A language I speak/ }));
    // the chosen languages are the select's pills
    await waitFor(() =>
      expect([...document.querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent)).toEqual([
        'English',
      ]),
    );
    expect(button('Confirm')).toBeEnabled();
    confirm();

    // 7: all set; Done closes everything
    expect(await screen.findByRole('heading', { name: 'All set!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    fireEvent.click(button('Done'));
    expect(onClose).toHaveBeenCalledTimes(1);

    expect(patches()).toEqual([
      ['PATCH', '/api/app/user/guest-preferences', { bookingTimes: ['earlyBird', 'onSchedule'] }],
      ['PATCH', '/api/app/user/guest-preferences', { stayDurations: ['mediumStay'] }],
      ['PATCH', '/api/app/user/guest-preferences', { startOfStay: ['weekend'] }],
      ['PATCH', '/api/app/user/guest-preferences', { groupSizes: ['family'] }],
      ['PATCH', '/api/app/user/guest-preferences', { language: 'hostLanguage', hostLanguages: ['en'] }],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(5);
  }, 20_000);

  it('Discard closes it all without saving', async () => {
    const onClose = vi.fn();
    open({ onClose });
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s start' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Last minute/ }));
    fireEvent.click(button('Discard'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the saved answers, so Confirm is ready on an answered step', async () => {
    open({
      saved: { ...NONE, bookingTimes: ['lastMinute'], language: 'noPreference', hostLanguages: ['de'] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s start' }));
    expect(await screen.findByRole('checkbox', { name: /Last minute/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Early bookers/ })).not.toBeChecked();
    expect(button('Confirm')).toBeEnabled();
  });

  it('language: No preference saves the choice alone', async () => {
    open({
      saved: {
        ...NONE,
        bookingTimes: ['lastMinute'],
        stayDurations: ['longStay'],
        startOfStay: ['weekday'],
        groupSizes: ['solo'],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s start' }));
    for (const n of [1, 2, 3, 4]) {
      expect(await screen.findByText(`Question ${n} of 5`)).toBeInTheDocument();
      confirm();
    }
    fireEvent.click(await screen.findByRole('radio', { name: /No preference/ }));
    expect(screen.queryByRole('textbox', { name: /Languages you speak/ })).not.toBeInTheDocument();
    confirm();
    expect(await screen.findByRole('heading', { name: 'All set!' })).toBeInTheDocument();
    expect(patches().at(-1)?.[2]).toEqual({ language: 'noPreference' });
  });

  it('stays on the step when saving fails', async () => {
    fetchMock.mockImplementation(async () =>
      json({ type: 'about:blank', title: 'Error', status: 500, detail: 'Down', code: 'internal' }, 500),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s start' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Early bookers/ }));
    confirm();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(button('Confirm')).toBeEnabled());
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
  });
});
