import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render.tsx';
import { channel } from '../../messaging-test-data.ts';
import { ChannelHeader } from './channel-header.tsx';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

describe('the header of a host’s conversation', () => {
  it('shows the guest’s e-mail as a mailto link under their name when the channel carries it', async () => {
    renderRoute(
      <ChannelHeader channel={channel({ guestEmail: 'Anna.Berg@example.test' })} headingOrder={1} />,
    );
    expect(await screen.findByRole('heading', { name: 'Anna Berg' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'E-mail Anna Berg: Anna.Berg@example.test' });
    expect(link).toHaveAttribute('href', 'mailto:Anna.Berg@example.test');
    expect(link).toHaveTextContent('Anna.Berg@example.test');
  });

  it('shows no e-mail when the channel has none (the host’s plan does not show it)', async () => {
    renderRoute(<ChannelHeader channel={channel()} headingOrder={1} />);
    expect(await screen.findByRole('heading', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^E-mail/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
