import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute, testSettings } from '../../../test/render.tsx';
import { whatsAppLink } from './whatsapp-button.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: HelpPopup } = await import('./help-popup.tsx');

describe('the WhatsApp button of the help dropdown', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = (supportWhatsAppNumber: string | null) =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <HelpPopup openOnLoad focusOnLoad={false} />
      </MantineProvider>,
      { path: '/calendar', pattern: '/calendar', settings: { ...testSettings, supportWhatsAppNumber } },
    );

  it('opens a chat with the support number in a new tab, with a first message written', async () => {
    open('+41791234567');
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    const link = within(dialog).getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link).toHaveAccessibleName(/^Chat with us on WhatsApp\s*\(opens in a new tab\)$/);
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/41791234567');
    expect(href.searchParams.get('text')).toBe('Hello Host Portal support, I have a question:');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is absent when no support number is configured', async () => {
    open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('keeps only the digits of the number in the link and encodes the text', () => {
    expect(whatsAppLink('+1 (555) 010-9999', 'Hi & bye?')).toBe(
      'https://wa.me/15550109999?text=Hi%20%26%20bye%3F',
    );
  });
});
