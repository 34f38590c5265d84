import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../test/render.tsx';
import { supportDetail } from '../support-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: SupportRequestRoute } = await import('./support-request-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ID = '00000000-0000-4000-8000-000000000001';
const FIRST = {
  id: '00000000-0000-4000-8000-0000000000b1',
  text: 'Lisbon asks for the AL number.',
  staffName: 'Stella Staff',
  answeredAt: '2031-05-01T12:00:00.000Z',
};

describe('SupportRequestRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });
  const render = (path = `/staff/support/${ID}`) =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <Notifications />
        <SupportRequestRoute />
      </MantineProvider>,
      { path, pattern: '/staff/support/:requestId' },
    );

  it('shows the not-found page to hosts and for unknown requests', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/staff/support-requests/${ID}`);
  });

  it('shows the request with who wrote from where, the answers so far, and the way back', async () => {
    fetchMock.mockResolvedValue(
      json(supportDetail({ status: 'answered', answerCount: 1, answers: [FIRST] })),
    );
    render(`/staff/support/${ID}?status=answered&page=2`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I need a requirement explained' }),
    ).toBeVisible();
    expect(screen.getByText('SR-7K2QX9')).toBeInTheDocument();
    expect(screen.getByText('Lena Tester <lena@example.test>')).toBeInTheDocument();
    expect(screen.getByText('/properties/p/units/u/taxes-and-laws')).toBeInTheDocument();
    expect(screen.getByText('Which number does Lisbon ask for?')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(within(answers).getByText('Lisbon asks for the AL number.')).toBeInTheDocument();
    expect(within(answers).getByText(/^Stella Staff, /)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'A further answer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All support requests' })).toHaveAttribute(
      'href',
      '/staff/support?status=answered&page=2',
    );
  });

  it('needs a text, then sends the answer and shows it in the history', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(supportDetail({ status: 'answered', answerCount: 1, answers: [FIRST] }))
        : json(supportDetail()),
    );
    render();
    expect(await screen.findByText('No answer yet.')).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write an answer.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    fireEvent.change(text, { target: { value: 'Lisbon asks for the AL number.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The answer was sent to lena@example.test.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: `/api/staff/support-requests/${ID}/answer`, body: { text: 'Lisbon asks for the AL number.' } },
    ]);
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(within(answers).getByText('Lisbon asks for the AL number.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'A further answer' })).toHaveValue(''));
  });

  it('keeps the text and says so when the e-mail could not be sent', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(
            {
              type: 'about:blank',
              title: 'Service unavailable',
              status: 503,
              detail: 'The answer could not be sent by e-mail, so it was not saved. Try again in a moment.',
              code: 'service_unavailable',
            },
            503,
          )
        : json(supportDetail()),
    );
    render();
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(text, { target: { value: 'Thanks for writing.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('so it was not saved');
    expect(text).toHaveValue('Thanks for writing.');
    expect(screen.getByText('No answer yet.')).toBeInTheDocument();
  });
});
