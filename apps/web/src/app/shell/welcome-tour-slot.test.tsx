import type { UserInfo } from '@host-portal/contracts/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../../../packages/i18n/locales/de_CH.json';
import en from '../../../../../packages/i18n/locales/en_US.json';
import { testUser } from '../../features/account/account-test-data.ts';
import { TUTORIAL_VIDEOS } from '../../features/welcome-tour/tutorial-videos.ts';
import { createTranslator } from '../../lib/translator.ts';
import { renderRoute, testSettings } from '../../test/render.tsx';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { WelcomeTourSlot, openWelcomeTour, resetWelcomeTourStart } = await import('./welcome-tour-slot.tsx');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const MIGRATED = 'Amivac-migrated';

interface Server {
  user: UserInfo;
  interactions: { interactionType: string; interacted: boolean; createdAt: string }[];
  puts: unknown[];
  interactionReads: number;
}

describe('the welcome tour in the shell', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let server: Server;
  beforeEach(() => {
    resetWelcomeTourStart();
    server = { user: testUser(), interactions: [], puts: [], interactionReads: 0 };
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', vi.fn());
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/app/user/info')) return json(server.user);
      if (url.endsWith('/api/app/user/interactions') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        server.puts.push(body);
        return json({ interactions: body.interactions });
      }
      if (url.endsWith('/api/app/user/interactions')) {
        server.interactionReads += 1;
        return json({ interactions: server.interactions });
      }
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const tour = () => screen.findByRole('dialog', { name: 'Welcome to your host portal' });

  it('opens for a migrated host who has not seen it, with the six videos', async () => {
    server.user = testUser({ accountSource: MIGRATED });
    renderRoute(<WelcomeTourSlot />);
    const dialog = await tour();
    const list = within(dialog).getByRole('list', { name: 'Tutorial videos' });
    const videos = within(list).getAllByRole('button');
    expect(videos).toHaveLength(6);
    expect(videos.map((v) => v.getAttribute('aria-labelledby') && v.textContent)).toEqual(
      TUTORIAL_VIDEOS.map(
        (v) => `${en[v.nameKey as keyof typeof en]}${en[v.descriptionKey as keyof typeof en]}`,
      ),
    );
    expect(within(videos[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/tutorials/listing.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Watch later' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Watch more' })).toBeInTheDocument();
  });

  it('stays closed for a migrated host who has seen it', async () => {
    server.user = testUser({ accountSource: MIGRATED });
    server.interactions = [
      { interactionType: 'welcomeTour', interacted: true, createdAt: '2026-01-01T00:00:00Z' },
    ];
    renderRoute(<WelcomeTourSlot />);
    await waitFor(() => expect(server.interactionReads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed for other hosts, without reading their interactions', async () => {
    server.user = testUser({ accountSource: 'registration' });
    renderRoute(<WelcomeTourSlot />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.interactionReads).toBe(0);
  });

  it('opens for any host while the setting forces it', async () => {
    server.user = testUser({ accountSource: 'registration' });
    const settings = { ...testSettings, features: { ...testSettings.features, welcomeTourForced: true } };
    renderRoute(<WelcomeTourSlot />, { settings });
    expect(await tour()).toBeInTheDocument();
  });

  it('not while staff act as the host', async () => {
    server.user = testUser({ accountSource: MIGRATED, isImpersonating: true });
    renderRoute(<WelcomeTourSlot />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Watch later" closes it and records the tour as not done yet', async () => {
    server.user = testUser({ accountSource: MIGRATED });
    renderRoute(<WelcomeTourSlot />);
    fireEvent.click(within(await tour()).getByRole('button', { name: 'Watch later' }));
    await waitFor(() =>
      expect(server.puts).toEqual([
        { interactions: [{ interactionType: 'welcomeTour', interacted: false }] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing it records the tour as seen', async () => {
    server.user = testUser({ accountSource: MIGRATED });
    renderRoute(<WelcomeTourSlot />);
    fireEvent.click(within(await tour()).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(server.puts).toEqual([{ interactions: [{ interactionType: 'welcomeTour', interacted: true }] }]),
    );
  });

  it('"Watch more" records the tour as seen and opens the help pages', async () => {
    server.user = testUser({ accountSource: MIGRATED });
    renderRoute(<WelcomeTourSlot />, { path: '/home', pattern: '/home' });
    fireEvent.click(within(await tour()).getByRole('button', { name: 'Watch more' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.puts).toEqual([{ interactions: [{ interactionType: 'welcomeTour', interacted: true }] }]),
    );
  });

  it('a video plays in the video modal with captions in the host’s language; closing it comes back to the list', async () => {
    server.user = testUser({ accountSource: MIGRATED, locale: 'de_CH' });
    const translator = createTranslator({
      language: 'de_CH',
      fallbackLanguage: 'en_US',
      resources: { de_CH: de, en_US: en },
    });
    renderRoute(<WelcomeTourSlot />, { translator });
    const dialog = await screen.findByRole('dialog', { name: de['welcomeTour.title'] });
    fireEvent.click(within(dialog).getByRole('button', { name: de['welcomeTour.video.calendar.name'] }));
    const player = await screen.findByRole('dialog', { name: de['welcomeTour.video.calendar.name'] });
    const video = player.querySelector('video');
    expect(video).toHaveAttribute('src', '/tutorials/calendar.webm');
    expect(video).toHaveAttribute('controls');
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/tutorials/calendar.de_CH.vtt');
    expect(track).toHaveAttribute('srclang', 'de-CH');
    expect(track).toHaveAttribute('default');
    // playing counts as seen, once
    await waitFor(() =>
      expect(server.puts).toEqual([{ interactions: [{ interactionType: 'welcomeTour', interacted: true }] }]),
    );
    fireEvent.click(within(player).getByRole('button', { name: de['commons.close'] }));
    expect(await screen.findByRole('dialog', { name: de['welcomeTour.title'] })).toBeInTheDocument();
    expect(server.puts).toHaveLength(1);
  });

  it('opens from the help menu for any host', async () => {
    server.user = testUser({ accountSource: null });
    renderRoute(<WelcomeTourSlot />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openWelcomeTour());
    expect(await tour()).toBeInTheDocument();
  });
});
