import type { ChatChannel } from '@host-portal/contracts/messaging';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { channel, json, savedReply } from '../../messaging-test-data.ts';
import { Composer } from '../conversation/composer.tsx';
import { SavedRepliesMenu } from './saved-replies-menu.tsx';
import { orderForGuest, placeholdersFor } from './saved-reply-order.ts';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const replies = [
  savedReply({ id: 'a0000000-0000-4000-8000-000000000001', title: 'Welcome', language: 'en_US' }),
  savedReply({
    id: 'a0000000-0000-4000-8000-000000000002',
    title: 'Willkommen',
    language: 'de_DE',
    body: 'Hallo {{guestFirstName}}, willkommen in {{unitTitle}}! Anreise am {{checkIn}}, Türcode {{doorCode}}.',
  }),
  savedReply({
    id: 'a0000000-0000-4000-8000-000000000003',
    title: 'Anreise',
    language: 'de_CH',
    body: 'Bis bald',
  }),
];

describe('saved replies', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async () => json({ items: replies }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = (over: Partial<ChatChannel> = {}) =>
    renderRoute(
      // Mantine's test mode: jsdom lays nothing out, so a dropdown would count as detached and hide
      <MantineProvider theme={mantineTheme} env="test">
        <Composer
          onSend={() => {}}
          tools={(insert) => <SavedRepliesMenu channel={channel(over)} onInsert={insert} />}
        />
      </MantineProvider>,
    );

  it("offers the replies in the guest's language first (de of de_DE matches de_CH too)", () => {
    const { matching, others } = orderForGuest(replies, 'de_DE');
    expect(matching.map((r) => r.title)).toEqual(['Anreise', 'Willkommen']);
    expect(others.map((r) => r.title)).toEqual(['Welcome']);
    expect(orderForGuest(replies, 'de').matching).toHaveLength(2);
    expect(orderForGuest(replies, null).matching).toEqual([]);
  });

  it("writes the stay's dates in the reply's language, the rest as the channel gives them", () => {
    expect(placeholdersFor(channel(), 'en_US')).toMatchObject({
      guestFirstName: 'Anna',
      checkIn: 'July 1, 2031',
      checkOut: 'July 5, 2031',
    });
    expect(placeholdersFor(channel(), 'de_DE').checkIn).toBe('1. Juli 2031');
    expect(placeholdersFor(channel({ stay: null, placeholders: null }), 'en_US')).toEqual({});
  });

  it('inserts the chosen reply with its placeholders filled for this guest', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Willkommen');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['AnreiseDE-CH', 'WillkommenDE-DE', 'WelcomeEN-US']);
    expect(within(menu).getByText('In the guest’s language')).toBeInTheDocument();
    fireEvent.click(within(menu).getByText('Willkommen'));
    // unknown values (no door code yet) stay as written for the host to fill in
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Hallo Anna, willkommen in Seaside flat! Anreise am 1. Juli 2031, Türcode {{doorCode}}.',
    );
  });

  it("creates a reply, showing the server's field errors on the form", async () => {
    let posted: unknown = null;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        posted = JSON.parse(String(init.body));
        return new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            detail: 'Check the fields',
            code: 'validation',
            invalidParams: [{ name: 'title', reason: 'A reply with this title exists' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      return json({ items: replies });
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New saved reply' }));
    // empty fields: the contract's own check, translated
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Welcome' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Text/ }), {
      target: { value: 'Hi {{guestFirstName}}' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reply with this title exists')).toBeInTheDocument();
    expect(posted).toEqual({ title: 'Welcome', language: 'en_US', body: 'Hi {{guestFirstName}}' });
    expect(within(dialog).getByText('{{guestFirstName}}')).toBeInTheDocument();
  });

  it('deletes a reply after a second confirmation', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete “Welcome”' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'DELETE' &&
            String(url).endsWith('/saved-replies/a0000000-0000-4000-8000-000000000001'),
        ),
      ).toBe(true),
    );
  });
});
