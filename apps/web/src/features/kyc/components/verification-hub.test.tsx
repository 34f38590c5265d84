import type { KycStatus } from '@host-portal/contracts/kyc';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, kycCheck, kycDocument, kycStatus } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { VerificationHub } = await import('./verification-hub.tsx');

describe('VerificationHub (/verification)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let status: KycStatus;
  let statusAnswer: () => Response;
  const onContactSupport = vi.fn();

  beforeEach(() => {
    status = kycStatus();
    statusAnswer = () => json(status);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if ((init?.method ?? 'GET') === 'GET') return statusAnswer();
      if (url.pathname === '/api/app/user/kyc/set-start-at') {
        status = kycStatus({
          checks: [
            kycCheck('identity', { reason: 'Blurred photo.' }),
            kycCheck('bank_account', { status: 'passed' }),
          ],
        });
        return json({ startedAt: status.startedAt });
      }
      return json({}, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onContactSupport.mockReset();
  });

  const render = () =>
    renderRoute(<VerificationHub onContactSupport={onContactSupport} />, {
      path: '/verification',
      pattern: '/verification',
    });

  it('resumes a collecting verification at its first step not done', async () => {
    status = kycStatus({
      checks: [kycCheck('identity', { documents: [kycDocument('passport')] }), kycCheck('bank_account')],
    });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/individual/upload-id'));
  });

  it('shows a rejection with the staff reasons and retries it', async () => {
    status = kycStatus({
      tier: 'FAILED',
      reason: 'The documents do not match your name.',
      decidedAt: '2026-11-22T10:00:00.000Z',
      checks: [
        kycCheck('identity', { status: 'failed', reason: 'Blurred photo.', satisfied: true }),
        kycCheck('bank_account', { status: 'passed', satisfied: true }),
      ],
    });
    const { router } = render();
    expect(
      await screen.findByRole('heading', { name: 'Your verification was not successful' }),
    ).toBeVisible();
    expect(screen.getByText('The documents do not match your name.')).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Checks not accepted' });
    expect(within(failed).getByText(/Blurred photo\./)).toBeInTheDocument();
    expect(within(failed).queryByText('Bank account')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/individual/upload-id'));
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u)),
    ).toEqual(['/api/app/user/kyc/set-start-at']);
  });

  it('offers support for an expired verification', async () => {
    status = kycStatus({ tier: 'EXPIRED' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Write to support' }));
    expect(onContactSupport).toHaveBeenCalledOnce();
  });

  it('says when documents are in review, verified, or not needed', async () => {
    status = kycStatus({ tier: 'IN_PROGRESS' });
    const first = render();
    expect(await screen.findByText('Your documents are in review')).toBeInTheDocument();
    first.unmount();
    status = kycStatus({ tier: 'COMPLETED' });
    const second = render();
    // the state is the page's main heading
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your identity is verified' }),
    ).toBeInTheDocument();
    second.unmount();
    status = kycStatus({ applicable: false, tier: 'VERIFICATION_NEVER_STARTED' });
    render();
    expect(await screen.findByText('No verification needed')).toBeInTheDocument();
  });

  it('shows the error state when the status cannot be read', async () => {
    statusAnswer = () => json({ detail: 'Down for maintenance', status: 503, title: 'x' }, 503);
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    statusAnswer = () => json(kycStatus({ tier: 'IN_PROGRESS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your documents are in review')).toBeInTheDocument();
  });
});
