import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ReferralRoute } = await import('./referral-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const referral = (signups: unknown[], counts = { signedUp: signups.length, listed: 0 }) => ({
  code: 'abcd234567',
  inviteUrl: 'http://localhost:8080/register?ref=abcd234567',
  counts,
  signups,
});

describe('ReferralRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the invite link to copy, the counts and who signed up', async () => {
    fetchMock.mockResolvedValue(
      json(
        referral(
          [
            { name: 'Nina N.', signedUpAt: '2026-03-02T10:00:00Z', listed: true },
            { name: 'Paul P.', signedUpAt: '2026-03-01T10:00:00Z', listed: false },
          ],
          { signedUp: 2, listed: 1 },
        ),
      ),
    );
    renderRoute(<ReferralRoute />);
    const link = await screen.findByLabelText('Your invite link');
    expect(link).toHaveValue('http://localhost:8080/register?ref=abcd234567');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-count-signedUp')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-count-listed')).toHaveTextContent('1');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Nina N\..*Mar 2, 2026.*Listed a unit/);
    expect(rows[2]).toHaveTextContent(/Paul P\..*Signed up/);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/referral');
  });

  it('says so when nobody has signed up yet', async () => {
    fetchMock.mockResolvedValue(json(referral([])));
    renderRoute(<ReferralRoute />);
    expect(await screen.findByText('No one has signed up through your link yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the page cannot load', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Down' }, 503));
    renderRoute(<ReferralRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
  });
});
