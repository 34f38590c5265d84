import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { testUser } from '../account-test-data.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const user = testUser({ hostLanguages: ['de'] });

const problem = (invalidParams: { name: string; reason: string }[], status = 400) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Bad Request',
      status,
      detail: 'Invalid body',
      code: 'x',
      invalidParams,
    }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('profile form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('checks the phone numbers with the contract before sending, in the UI language', async () => {
    renderRoute(<ProfileForm user={user} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Phone for guests/ }), {
      target: { value: '12 ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a phone number with 6 to 15 digits/)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends a phone without digits as empty, with the other profile fields', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(user), { status: 200 }));
    renderRoute(<ProfileForm user={user} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number for text messages/ }), {
      target: { value: ' - ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /A few words about you/ }), {
      target: { value: 'Sea views' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /news and tips/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      phoneForSms: null,
      aboutHost: 'Sea views',
      marketingConsent: true,
      hostLanguages: ['de'],
    });
    // the form shows what was saved: the empty phone
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mobile number for text messages/ })).toHaveValue(''),
    );
  });

  it("puts the server's field errors on the fields and keeps the edits when the save fails", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? problem([{ name: 'phoneForGuests', reason: 'This number is not reachable.' }])
        : new Response(JSON.stringify(user), { status: 200 }),
    );
    renderRoute(<ProfileForm user={user} />);
    const phone = screen.getByRole('textbox', { name: /Phone for guests/ });
    fireEvent.change(phone, { target: { value: '+49 30 1234567' } });
    fireEvent.change(screen.getByRole('textbox', { name: /A few words about you/ }), {
      target: { value: 'Kept text' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This number is not reachable.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/were not saved/);
    expect(phone).toHaveValue('+49 30 1234567');
    expect(screen.getByRole('textbox', { name: /A few words about you/ })).toHaveValue('Kept text');
  });
});
