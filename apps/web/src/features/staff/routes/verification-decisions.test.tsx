import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../test/render.tsx';
import { KYC_ID, kycDetail } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: VerificationRoute } = await import('./verification-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BASE = `/api/staff/kyc/verifications/${KYC_ID}`;
const DECIDED = '2031-05-03T10:00:00.000Z';

describe('VerificationRoute decisions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));
  /** GET answers the submitted verification, POST answers `after` (or fails with `after` as status). */
  const serve = (after: unknown, status = 200) =>
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(after, status) : json(kycDetail()),
    );
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });
  const render = () =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <Notifications />
        <VerificationRoute />
      </MantineProvider>,
      { path: `/staff/verifications/${KYC_ID}`, pattern: '/staff/verifications/:verificationId' },
    );
  const heading = () => screen.getByRole('heading', { level: 1, name: 'Lena Tester' }).parentElement;

  it('approves: every pending check passes and the page shows the verified host', async () => {
    const checks = kycDetail().checks.map((c) => ({ ...c, status: 'passed' as const }));
    serve(kycDetail({ status: 'COMPLETED', decidedAt: DECIDED, checks }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The verification was approved; lena@example.test was told by e-mail.'));
    expect(posts()).toEqual([{ url: `${BASE}/approve`, body: null }]);
    expect(within(heading() as HTMLElement).getByText('Verified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Identity' })).getByText('Passed'),
    ).toBeInTheDocument();
    expect(screen.getByText('There is nothing to decide in this status.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Tester' })).toHaveFocus();
  });

  it('needs a reason to reject, then sends it and shows the rejection', async () => {
    serve(kycDetail({ status: 'FAILED', decidedAt: DECIDED, reason: 'The passport has expired.' }));
    render();
    const reason = await screen.findByRole('textbox', { name: 'Reason for the rejection' });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByText('Write a reason the host understands.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    fireEvent.change(reason, { target: { value: 'The passport has expired.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject verification' }));
    expect(
      await screen.findByText('The verification was rejected; lena@example.test was told why by e-mail.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([{ url: `${BASE}/reject`, body: { reason: 'The passport has expired.' } }]);
    expect(within(heading() as HTMLElement).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('The passport has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reason for the rejection' })).not.toBeInTheDocument();
  });

  it('rejects only the checks that failed when staff narrow it down', async () => {
    serve(kycDetail({ status: 'FAILED', decidedAt: DECIDED, reason: 'The passport has expired.' }));
    render();
    const form = (await screen.findByRole('region', { name: 'Reject' })) as HTMLElement;
    const failed = within(form).getByRole('group', { name: 'Checks that failed' });
    fireEvent.click(within(failed).getByRole('checkbox', { name: 'Bank account' }));
    fireEvent.click(within(failed).getByRole('checkbox', { name: 'Identity' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason for the rejection' }), {
      target: { value: 'The passport has expired.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject verification' }));
    expect(await within(form).findByText('Choose at least one check.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    fireEvent.click(within(failed).getByRole('checkbox', { name: 'Identity' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByText(/^The verification was rejected/)).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: `${BASE}/reject`, body: { reason: 'The passport has expired.', checks: ['identity'] } },
    ]);
  });

  it('asks for another document for the chosen check, with a required reason', async () => {
    const checks = [
      ...kycDetail().checks,
      {
        type: 'proof_of_address' as const,
        status: 'awaiting_data' as const,
        reason: 'A utility bill, please.',
        satisfied: false,
        documents: [],
      },
    ];
    serve(kycDetail({ status: 'COLLECTING_DATA', reason: 'A utility bill, please.', checks }));
    render();
    const form = (await screen.findByRole('region', { name: 'Ask for another document' })) as HTMLElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the document' }));
    expect(await within(form).findByText('Write a reason the host understands.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    // the checks the verification has, and a proof of address: no company papers from an individual
    const select = within(form).getByRole('combobox', { name: 'For the check' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Identity', 'Bank account', 'Proof of address']);
    expect(select).toHaveValue('bank_account');

    fireEvent.change(within(form).getByRole('combobox', { name: 'For the check' }), {
      target: { value: 'proof_of_address' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'What is wrong or missing' }), {
      target: { value: 'A utility bill, please.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the document' }));
    expect(
      await screen.findByText('lena@example.test was asked by e-mail for another document.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([
      {
        url: `${BASE}/request-document`,
        body: { check: 'proof_of_address', reason: 'A utility bill, please.' },
      },
    ]);
    expect(within(heading() as HTMLElement).getByText('Collecting documents')).toBeInTheDocument();
    const address = screen.getByRole('listitem', { name: 'Proof of address' });
    expect(within(address).getByText('Awaiting documents')).toBeInTheDocument();
    expect(within(address).getByText('Told the host: A utility bill, please.')).toBeInTheDocument();
  });

  it('keeps the typed reason and shows the server’s message when the decision fails', async () => {
    serve(
      {
        type: 'about:blank',
        title: 'Service unavailable',
        status: 503,
        detail: 'The e-mail to the host could not be sent; nothing was changed. Try again.',
        code: 'service_unavailable',
      },
      503,
    );
    render();
    const reason = await screen.findByRole('textbox', { name: 'Reason for the rejection' });
    fireEvent.change(reason, { target: { value: 'The passport has expired.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was changed');
    expect(reason).toHaveValue('The passport has expired.');
    expect(within(heading() as HTMLElement).getByText('Waiting for a decision')).toBeInTheDocument();
  });

  it('shows the server’s message when approving fails', async () => {
    serve(
      { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Verifications are decided by acme.' },
      409,
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifications are decided by acme.');
  });

  it('reopens an expired verification', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      json(kycDetail({ status: init?.method === 'POST' ? 'COLLECTING_DATA' : 'EXPIRED' })),
    );
    render();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(
      await screen.findByText('The verification was reopened; the host can upload documents again.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([{ url: `${BASE}/reopen`, body: null }]);
    expect(within(heading() as HTMLElement).getByText('Collecting documents')).toBeInTheDocument();
  });
});
