import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../test/render.tsx';
import { DOC_ID, KYC_ID, kycDetail } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: VerificationRoute } = await import('./verification-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BASE = `/api/staff/kyc/verifications/${KYC_ID}`;
const { createObjectURL, revokeObjectURL } = URL;

describe('VerificationRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    fetchMock.mockReset();
    notifications.clean();
  });
  const render = (path = `/staff/verifications/${KYC_ID}`) =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <Notifications />
        <VerificationRoute />
      </MantineProvider>,
      { path, pattern: '/staff/verifications/:verificationId' },
    );

  it('shows the not-found page to hosts and for unknown verifications', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(BASE);
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockResolvedValueOnce(json({ title: 'Unavailable', status: 503, type: 'about:blank' }, 503));
    fetchMock.mockImplementation(async () => json(kycDetail()));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Tester' })).toBeInTheDocument();
  });

  it('shows the host, each check with its documents, and the way back', async () => {
    fetchMock.mockResolvedValue(
      json(kycDetail({ accountType: 'company', companyName: 'Casa Lena Lda', status: 'IN_PROGRESS' })),
    );
    render(`/staff/verifications/${KYC_ID}?status=IN_PROGRESS&page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Tester' })).toBeInTheDocument();
    expect(screen.getByText('lena@example.test')).toBeInTheDocument();
    expect(screen.getByText('Casa Lena Lda')).toBeInTheDocument();
    const identity = screen.getByRole('listitem', { name: 'Identity' });
    expect(within(identity).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(within(identity).getByText('Passport')).toBeInTheDocument();
    expect(within(identity).getByText(/^passport\.jpg · 350 kB · uploaded May 2, 2031/)).toBeInTheDocument();
    const bank = screen.getByRole('listitem', { name: 'Bank account' });
    expect(within(bank).getByText('Bank statement')).toBeInTheDocument();
    expect(within(bank).getByText(/^statement\.pdf · 2\.4 MB · /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All verifications' })).toHaveAttribute(
      'href',
      '/staff/verifications?status=IN_PROGRESS&page=2',
    );
  });

  it('downloads a document with the bearer token and saves it under its name', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/documents/')
        ? new Response('jpeg', {
            headers: {
              'content-type': 'image/jpeg',
              'content-disposition': 'attachment; filename="passport.jpg"',
            },
          })
        : json(kycDetail()),
    );
    const toUrl = vi.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL: toUrl, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download passport.jpg' }));
    await waitFor(() => expect(saved).toEqual(['passport.jpg blob:doc']));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/documents/'));
    expect(String(call?.[0])).toBe(`${BASE}/documents/${DOC_ID}`);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer token');
    expect(toUrl).toHaveBeenCalledTimes(1);
  });

  it('says so when a document cannot be downloaded', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/documents/')
        ? json({ type: 'about:blank', title: 'Not found', status: 404, detail: 'Document not found.' }, 404)
        : json(kycDetail()),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download passport.jpg' }));
    expect(await screen.findByText('Document not found.')).toBeInTheDocument();
  });

  it('offers no decision once decided, and shows the reason the host was given', async () => {
    fetchMock.mockResolvedValue(
      json(
        kycDetail({
          status: 'FAILED',
          reason: 'The passport photo is blurred.',
          decidedAt: '2031-05-03T10:00:00.000Z',
        }),
      ),
    );
    render();
    expect(await screen.findByText('The passport photo is blurred.')).toBeInTheDocument();
    expect(screen.getByText('There is nothing to decide in this status.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
