import type { WebhookDelivery, WebhookEndpoint } from '@host-portal/contracts/api-access';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { WebhooksSection } = await import('./webhooks-section.tsx');

const SECRET = `whsec_${'W'.repeat(43)}`;
const ID = '5d2b8c1e-7a4f-4b3e-9c2d-1e0f9a8b7c6d';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ID,
  url: 'https://pms.example.com/hooks',
  events: ['booking.created'],
  createdAt: '2026-11-20T10:00:00Z',
  disabledAt: null,
  consecutiveFailures: 0,
  ...over,
});
const delivery: WebhookDelivery = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  eventId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  eventType: 'booking.created',
  status: 'failed',
  createdAt: '2026-11-25T10:00:00Z',
  nextAttemptAt: null,
  body: '{"type":"booking.created"}',
  attempts: [
    {
      at: '2026-11-25T10:00:01Z',
      statusCode: 500,
      error: null,
      responseBody: 'database down',
      durationMs: 120,
    },
    {
      at: '2026-11-25T10:01:01Z',
      statusCode: null,
      error: 'The receiver did not answer in time.',
      responseBody: null,
      durationMs: 10000,
    },
  ],
};

describe('webhooks: endpoints, secrets shown once, deliveries', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let endpoints: WebhookEndpoint[];
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => ({
        method: init!.method,
        path: new URL(String(url), 'http://x').pathname,
        body: init!.body ? JSON.parse(String(init!.body)) : null,
      }));

  beforeEach(() => {
    endpoints = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path === '/api/app/webhooks') return json({ items: endpoints });
      if (method === 'GET' && path.endsWith('/deliveries'))
        return json({ items: [delivery], hasMore: false });
      if (method === 'POST' && path === '/api/app/webhooks') {
        const body = JSON.parse(String(init!.body));
        if (!body.url.startsWith('https://'))
          return json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              code: 'validation_failed',
              detail: 'The address must start with https://.',
              invalidParams: [{ name: 'url', reason: 'The address must start with https://.' }],
            },
            400,
          );
        endpoints = [endpoint({ url: body.url, events: body.events })];
        return json({ endpoint: endpoints[0], secret: SECRET }, 201);
      }
      if (method === 'PATCH') {
        endpoints = [endpoint()];
        return json(endpoints[0]);
      }
      if (method === 'POST' && path.endsWith('/replay')) return json({ ...delivery, status: 'pending' }, 202);
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () => renderRoute(<WebhooksSection />, { path: '/account/api', pattern: '/account/api' });

  it('adds an endpoint: the address error lands on its field, then the secret is shown once', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(form).getByRole('textbox', { name: /Address/ });
    fireEvent.change(url, { target: { value: 'http://pms.example.com/hooks' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Review received' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('The address must start with https://.')).toBeInTheDocument();
    fireEvent.change(url, { target: { value: 'https://pms.example.com/hooks' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: /signing secret/ });
    expect(within(shown).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(sent().at(-1)!.body.events).not.toContain('review.received');
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /signing secret/ })).toBeNull());
    expect(await screen.findByRole('article', { name: 'https://pms.example.com/hooks' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('shows a disabled endpoint, enables it again, and logs and replays its deliveries', async () => {
    endpoints = [endpoint({ disabledAt: '2026-11-25T12:00:00Z', consecutiveFailures: 10 })];
    render();
    const card = await screen.findByRole('article', { name: 'https://pms.example.com/hooks' });
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Deliveries' }));
    expect(await within(card).findByText(/HTTP 500 in 120 ms/)).toBeInTheDocument();
    expect(within(card).getByText('database down')).toBeInTheDocument();
    expect(within(card).getByText(/No answer: The receiver did not answer in time/)).toBeInTheDocument();
    // no replay while disabled
    expect(within(card).queryByRole('button', { name: 'Send again' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Enable again' }));
    await waitFor(() => expect(within(card).queryByText('Disabled')).toBeNull());
    expect(sent()[0]).toEqual({ method: 'PATCH', path: `/api/app/webhooks/${ID}`, body: { enabled: true } });
    fireEvent.click(await within(card).findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(sent().map((s) => s.path)).toContain(`/api/app/webhooks/${ID}/deliveries/${delivery.id}/replay`),
    );
  });

  it('reads the log again while a delivery is about to go out, and shows the payload indented', async () => {
    endpoints = [endpoint()];
    // waiting for its first attempt, then sent by the job
    let reads = 0;
    const waiting = {
      ...delivery,
      status: 'pending' as const,
      nextAttemptAt: new Date().toISOString(),
      attempts: [],
    };
    const done = {
      ...delivery,
      status: 'succeeded' as const,
      attempts: [
        { at: '2026-11-25T10:00:03Z', statusCode: 204, error: null, responseBody: null, durationMs: 40 },
      ],
    };
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname.endsWith('/deliveries')) {
        reads += 1;
        return json({ items: [reads === 1 ? waiting : done], hasMore: false });
      }
      return base(input, init);
    });
    render();
    const card = await screen.findByRole('article', { name: 'https://pms.example.com/hooks' });
    fireEvent.click(within(card).getByRole('button', { name: 'Deliveries' }));
    expect(await within(card).findByText('Waiting')).toBeInTheDocument();
    // no click, no reload: the answer appears
    expect(await within(card).findByText(/HTTP 204 in 40 ms/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText(/"type": "booking.created"/)).toBeInTheDocument();
    // settled: no more reading
    const settled = reads;
    await new Promise((r) => setTimeout(r, 3500));
    expect(reads).toBe(settled);
  });
});
