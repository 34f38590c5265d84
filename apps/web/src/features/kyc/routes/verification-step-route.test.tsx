import type { KycStatus } from '@host-portal/contracts/kyc';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, kycCheck, kycDocument, kycStatus } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: VerificationStepRoute } = await import('./verification-step-route.tsx');

/** A stand-in XMLHttpRequest the test drives: progress, then the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('VerificationStepRoute (/verification/{type}/*)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let status: KycStatus;
  const posts = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

  beforeEach(() => {
    FakeXhr.all = [];
    status = kycStatus();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/app/user/kyc/status')
        return json(status);
      if (url.pathname === '/api/app/user/kyc/submit') return json({ ...status, tier: 'IN_PROGRESS' });
      if (url.pathname === '/api/app/user/kyc/set-start-at') return json({ startedAt: status.startedAt });
      return json({ detail: 'unexpected' }, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = (path: string) =>
    renderRoute(<VerificationStepRoute />, {
      path,
      pattern: path.startsWith('/verification/company')
        ? '/verification/company/*'
        : '/verification/individual/*',
    });

  it('resumes at the first step not done, from the status, with its progress', async () => {
    status = kycStatus({
      checks: [
        kycCheck('identity', { satisfied: true, documents: [kycDocument('passport')] }),
        kycCheck('bank_account'),
      ],
    });
    const { router } = render('/verification/individual/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your bank account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification/individual/payout-info');
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 4' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('link', { name: 'Open your payout details' })).toHaveAttribute(
      'href',
      '/account/payout',
    );
  });

  it('refuses a wrong type or an oversized file before uploading', async () => {
    render('/verification/individual/upload-id');
    const input = await screen.findByLabelText('Choose a file for Passport or drop it here');
    expect(screen.getByText('JPEG, PNG or PDF, at most 10 MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt is not a JPEG, PNG or PDF file.')).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1_048_576 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('scan.pdf is 11 MB; files may be at most 10 MB.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('uploads the chosen side of the identity card with progress, then lists it', async () => {
    render('/verification/individual/upload-id');
    fireEvent.click(await screen.findByRole('radio', { name: 'Identity card' }));
    const input = screen.getByLabelText('Choose a file for Identity card, front or drop it here');
    const front = new File([new Uint8Array(4096)], 'front.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [front] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect(xhr.url).toBe('/api/app/user/onboarding/documentUpload');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.body?.get('documents[0][type]')).toBe('id_card_front');
    expect((xhr.body?.get('documents[0][file]') as File | undefined)?.name).toBe('front.jpg');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 4096 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const stored = kycDocument('id_card_front', 'front.jpg');
    status = kycStatus({ checks: [kycCheck('identity', { documents: [stored] }), kycCheck('bank_account')] });
    act(() => xhr.answer(201, { documents: [stored] }));
    const list = await screen.findByRole('list', { name: 'Uploaded: Identity card, front' });
    expect(within(list).getByText('front.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading front.jpg' })).not.toBeInTheDocument();
    // the back is still missing, so the step is not done
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows the reason when staff asked for another document', async () => {
    status = kycStatus({
      checks: [
        kycCheck('identity', { reason: 'The passport has expired.', documents: [kycDocument('passport')] }),
        kycCheck('bank_account'),
      ],
    });
    render('/verification/individual/upload-id');
    expect(await screen.findByText('The passport has expired.')).toBeInTheDocument();
    expect(screen.getByText('Message from our team')).toBeInTheDocument();
  });

  it('submits on the last step once every document is there, then shows the success page', async () => {
    status = kycStatus({
      canSubmit: true,
      checks: [
        kycCheck('identity', { satisfied: true, documents: [kycDocument('passport')] }),
        kycCheck('bank_account', { satisfied: true, documents: [kycDocument('bank_statement')] }),
      ],
    });
    const { router } = render('/verification/individual/payout-upload');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/success'));
    expect(posts()).toEqual(['/api/app/user/kyc/submit']);
  });

  it('starts a verification that was never started from the first step', async () => {
    status = kycStatus({ tier: 'REQUIRED', accountType: 'company', checks: [], startedAt: null });
    const { router } = render('/verification/company/identity/info');
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/company/document-upload'));
    expect(posts()).toEqual(['/api/app/user/kyc/set-start-at']);
  });

  it('starts from an upload step and stays there to take the documents', async () => {
    status = kycStatus({ tier: 'VERIFICATION_NEVER_STARTED', checks: [], startedAt: null });
    const { router } = render('/verification/individual/upload-id');
    expect(await screen.findByText('Start the verification to upload your documents.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Choose a file/)).not.toBeInTheDocument();
    status = kycStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByLabelText('Choose a file for Passport or drop it here')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification/individual/upload-id');
  });

  it('sends another account type, or a verification in review, back to /verification', async () => {
    status = kycStatus({ tier: 'IN_PROGRESS' });
    const { router } = render('/verification/individual/identity');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
  });
});
