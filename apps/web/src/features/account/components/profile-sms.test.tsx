import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { testUser } from '../account-test-data.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const SWITCH = /Text me when a guest asks or requests to book/;
const MOBILE = /Mobile number for text messages/;
const NEEDS_PHONE = /Enter a mobile number for text messages first/;
/** the switch's own block: its label, description and error */
const block = (toggle: HTMLElement) => within(toggle.closest<HTMLElement>('.mantine-Switch-root')!);

describe('profile form: texts about new inquiries and booking requests (ADR 0045)', () => {
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
  const answers = (user: ReturnType<typeof testUser>) =>
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? new Response(JSON.stringify({ ...user, ...JSON.parse(String(init.body)) }), { status: 200 })
        : new Response(JSON.stringify(user), { status: 200 }),
    );

  it('names the mobile number field and saves the switch turned on', async () => {
    const user = testUser({ phoneForSms: '+41 79 123 45 67' });
    answers(user);
    renderRoute(<ProfileForm user={user} />);
    const toggle = screen.getByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/“Mobile number for text messages”/)).toBeInTheDocument();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ sendInquirySms: true, phoneForSms: '+41 79 123 45 67' });
  });

  it('saves the switch turned off', async () => {
    const user = testUser({ phoneForSms: '+41 79 123 45 67', sendInquirySms: true });
    answers(user);
    renderRoute(<ProfileForm user={user} />);
    const toggle = screen.getByRole('switch', { name: SWITCH });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ sendInquirySms: false });
  });

  it('shows on the switch that a mobile number is needed, sends nothing and keeps the edits', async () => {
    const user = testUser();
    answers(user);
    renderRoute(<ProfileForm user={user} />);
    fireEvent.change(screen.getByRole('textbox', { name: /A few words about you/ }), {
      target: { value: 'Kept text' },
    });
    const toggle = screen.getByRole('switch', { name: SWITCH });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEEDS_PHONE)).toBeInTheDocument();
    expect(block(toggle).getByText(NEEDS_PHONE)).toBeInTheDocument();
    expect(sent()).toEqual([]);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('textbox', { name: /A few words about you/ })).toHaveValue('Kept text');
    // with a number it goes
    fireEvent.change(screen.getByRole('textbox', { name: MOBILE }), { target: { value: '+49 151 2345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      sendInquirySms: true,
      phoneForSms: '+49 151 2345678',
      aboutHost: 'Kept text',
    });
  });

  it("puts the server's refusal of the switch on the switch", async () => {
    const user = testUser({ phoneForSms: '+41 79 123 45 67' });
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'Invalid body',
              code: 'validation_error',
              invalidParams: [
                { name: 'sendInquirySms', reason: 'Enter a mobile number for text messages first.' },
              ],
            }),
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : new Response(JSON.stringify(user), { status: 200 }),
    );
    renderRoute(<ProfileForm user={user} />);
    const toggle = screen.getByRole('switch', { name: SWITCH });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await block(toggle).findByText(NEEDS_PHONE)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
