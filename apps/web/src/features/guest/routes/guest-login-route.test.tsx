import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, loginToken, problem } from '../guest-test-data.ts';
import GuestLoginRoute from './guest-login-route.tsx';

const CHANNEL = '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41';

describe('GuestLoginRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).startsWith(path))
      .map(([, init]) => ({ method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null }));
  let answers: Record<string, () => Response>;

  beforeEach(() => {
    answers = {};
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0]!;
      const answer = answers[path];
      return answer ? answer() : problem(404, 'route_not_found');
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (search: string) =>
    renderRoute(<GuestLoginRoute />, { path: `/guest/login${search}`, pattern: '/guest/login' });

  it('exchanges the link once and opens the conversation the e-mail was about', async () => {
    answers['/api/public/guest/login'] = () => json({ channelId: CHANNEL });
    const { router } = open(`?token=${loginToken(1)}`);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
    expect(router.state.location.search).toBe(`?channel=${CHANNEL}`);
    expect(calls('/api/public/guest/login')).toEqual([{ method: 'POST', body: { token: loginToken(1) } }]);
    // the cookie is the session: the call goes with the browser's credentials, without a bearer
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('opens the review form of the stay the "how was your stay" e-mail was about', async () => {
    const reservation = '6f1c2a4e-3b5d-4c7e-9f80-1a2b3c4d5e61';
    answers['/api/public/guest/login'] = () => json({ channelId: CHANNEL });
    const { router } = open(`?token=${loginToken(9)}&review=${reservation}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
    expect(router.state.location.search).toBe(`?channel=${CHANNEL}&review=${reservation}`);
  });

  it('offers a new link to the same address when the link has expired', async () => {
    answers['/api/public/guest/login'] = () =>
      problem(410, 'guest_link_expired', 'This login link has expired.');
    answers['/api/public/guest/login-link'] = () => json({ accepted: true }, 202);
    open(`?token=${loginToken(2)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your link has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'a new link is on its way to the same address',
    );
    expect(calls('/api/public/guest/login-link')).toEqual([
      { method: 'POST', body: { token: loginToken(2) } },
    ]);
  });

  it('goes to the chat when a used link is opened again in a browser that is signed in', async () => {
    answers['/api/public/guest/login'] = () => problem(410, 'guest_link_used');
    answers['/api/guest/me'] = () => json({ email: 'ana@example.test', name: 'Ana' });
    const { router } = open(`?token=${loginToken(3)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
  });

  it('says a used link was used, and offers a new one, when no session is left', async () => {
    answers['/api/public/guest/login'] = () => problem(410, 'guest_link_used');
    answers['/api/guest/me'] = () => problem(401, 'unauthorized');
    answers['/api/public/guest/login-link'] = () => json({ accepted: true }, 202);
    open(`?token=${loginToken(4)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link was already used' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    await screen.findByText(/a new link is on its way/);
    expect(calls('/api/public/guest/login-link')).toEqual([
      { method: 'POST', body: { token: loginToken(4) } },
    ]);
  });

  it('asks for the address when the link is not valid, checking it before sending', async () => {
    answers['/api/public/guest/login'] = () => problem(404, 'not_found');
    answers['/api/public/guest/login-link'] = () => json({ accepted: true }, 202);
    open(`?token=${loginToken(5)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Your e-mail address/ });
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(calls('/api/public/guest/login-link')).toEqual([]);
    fireEvent.change(field, { target: { value: ' ana@example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('if this address has stays with us');
    expect(calls('/api/public/guest/login-link')).toEqual([
      { method: 'POST', body: { email: 'ana@example.test' } },
    ]);
  });

  it('asks for the address when the page is opened without a link', async () => {
    open('');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your stays' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your e-mail address/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry that sends the link again', async () => {
    let attempts = 0;
    answers['/api/public/guest/login'] = () =>
      ++attempts === 1 ? problem(503, 'service_unavailable', 'Try later') : json({ channelId: null });
    const { router } = open(`?token=${loginToken(6)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
    expect(router.state.location.search).toBe('');
    expect(attempts).toBe(2);
  });
});
