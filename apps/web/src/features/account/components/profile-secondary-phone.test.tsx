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

const user = testUser({ phoneForGuests: '+385 21 123 456' });

const problem = (invalidParams: { name: string; reason: string }[]) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid body',
      code: 'x',
      invalidParams,
    }),
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('profile form: the second phone for guests and its type (ADR 0029)', () => {
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
  const secondPhone = () => screen.getByRole('textbox', { name: /Second phone for guests/ });
  const typeSelect = () => screen.getByRole('combobox', { name: /Type of the second phone/ });

  it('shows the saved number and its type in the phone numbers group', () => {
    renderRoute(
      <ProfileForm user={testUser({ secondaryPhone: '+385 1 222 3333', secondaryPhoneType: 'landline' })} />,
    );
    const group = screen.getByRole('group', { name: 'Phone numbers' });
    expect(group).toContainElement(secondPhone());
    expect(secondPhone()).toHaveValue('+385 1 222 3333');
    expect(typeSelect()).toHaveValue('landline');
    expect(screen.getByRole('option', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('saves a number with the type chosen in a native select (keyboard-usable as any select)', async () => {
    // the server answers with the user as saved
    fetchMock.mockImplementation(async (_url, init) => {
      const body = init?.method === 'PATCH' ? JSON.parse(String(init.body)) : {};
      return new Response(JSON.stringify({ ...user, ...body }), { status: 200 });
    });
    renderRoute(<ProfileForm user={user} />);
    expect(typeSelect().tagName).toBe('SELECT');
    fireEvent.change(secondPhone(), { target: { value: '+385 91 765 4321' } });
    fireEvent.change(typeSelect(), { target: { value: 'whatsapp' } });
    expect(typeSelect()).toHaveValue('whatsapp');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      phoneForGuests: '+385 21 123 456',
      secondaryPhone: '+385 91 765 4321',
      secondaryPhoneType: 'whatsapp',
    });
    // the form shows what was saved
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'),
    );
    expect(secondPhone()).toHaveValue('+385 91 765 4321');
    expect(typeSelect()).toHaveValue('whatsapp');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the second number with the contract on its own field before sending', async () => {
    renderRoute(<ProfileForm user={user} />);
    fireEvent.change(secondPhone(), { target: { value: '12 ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(secondPhone()).toHaveAccessibleDescription(/Enter a phone number with 6 to 15 digits/),
    );
    expect(screen.getByRole('textbox', { name: /^Phone for guests/ })).not.toHaveAccessibleDescription(
      /Enter a phone number/,
    );
    expect(sent()).toEqual([]);
  });

  it("puts the server's errors on the number and the type and keeps the edits", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? problem([
            { name: 'secondaryPhone', reason: 'This number is not reachable.' },
            { name: 'secondaryPhoneType', reason: 'This type is not offered here.' },
          ])
        : new Response(JSON.stringify(user), { status: 200 }),
    );
    renderRoute(<ProfileForm user={user} />);
    fireEvent.change(secondPhone(), { target: { value: '+49 30 1234567' } });
    fireEvent.change(typeSelect(), { target: { value: 'landline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(secondPhone()).toHaveAccessibleDescription(/This number is not reachable/));
    expect(typeSelect()).toHaveAccessibleDescription(/This type is not offered here/);
    expect(secondPhone()).toHaveValue('+49 30 1234567');
    expect(typeSelect()).toHaveValue('landline');
  });
});
