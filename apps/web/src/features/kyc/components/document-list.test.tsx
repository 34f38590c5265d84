import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { json, kycDocument } from '../kyc-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { DocumentList } = await import('./document-list.tsx');
const { createObjectURL, revokeObjectURL } = URL;

describe('DocumentList (the host’s uploaded documents)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const doc = kycDocument('passport', 'my passport.jpg');
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    fetchMock.mockReset();
  });
  const render = (editable: boolean) =>
    renderRoute(<DocumentList documents={[doc]} editable={editable} label="Passport" />);

  it('downloads the host’s own document with the bearer token and saves it under its name', async () => {
    fetchMock.mockResolvedValue(new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } }));
    render(false);
    // a document in review can still be downloaded, but no longer removed
    expect(screen.queryByRole('button', { name: 'Remove my passport.jpg' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download my passport.jpg' }));
    await waitFor(() => expect(saved).toEqual(['my passport.jpg blob:doc']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/app/user/kyc/documents/${doc.id}`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('says so when the document cannot be downloaded', async () => {
    fetchMock.mockResolvedValue(
      json({ type: 'about:blank', title: 'Not found', status: 404, detail: 'Document not found.' }, 404),
    );
    render(true);
    expect(screen.getByRole('button', { name: 'Remove my passport.jpg' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download my passport.jpg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
    expect(saved).toEqual([]);
  });
});
