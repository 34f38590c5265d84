import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ListingPreviewButton, LISTING_PREVIEW_INTERACTION } = await import('./listing-preview-button.tsx');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const interactions = (seen: boolean) =>
  json({
    interactions: seen
      ? [
          {
            interactionType: LISTING_PREVIEW_INTERACTION,
            interacted: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ]
      : [],
  });
const one = [{ channel: 'Host Portal', url: 'https://example.test/stay/1' }];
const two = [...one, { channel: 'Partner site', url: 'https://partner.test/1' }];

describe('ListingPreviewButton', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const open = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', open);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    open.mockReset();
  });

  it('renders nothing without links', () => {
    fetchMock.mockResolvedValue(interactions(true));
    renderRoute(<ListingPreviewButton links={[]} />);
    expect(screen.queryByRole('button', { name: 'Preview listing' })).not.toBeInTheDocument();
  });

  it('opens the only link directly once the info was seen', async () => {
    fetchMock.mockResolvedValue(interactions(true));
    renderRoute(<ListingPreviewButton links={one} />);
    const button = await screen.findByRole('button', { name: 'Preview listing' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('https://example.test/stay/1', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists several links in a dialog', async () => {
    fetchMock.mockResolvedValue(interactions(true));
    renderRoute(<ListingPreviewButton links={two} />);
    const button = await screen.findByRole('button', { name: 'Preview listing' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a listing to preview' });
    expect(dialog).toHaveTextContent('Host Portal');
    expect(screen.getByRole('link', { name: /Partner site/ })).toHaveAttribute(
      'href',
      'https://partner.test/1',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the info dialog once, remembers "don\'t show again", then opens directly', async () => {
    let stored = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== 'PUT') return interactions(stored);
      stored = true;
      return json(null);
    });
    renderRoute(<ListingPreviewButton links={one} />);
    const button = await screen.findByRole('button', { name: 'Preview listing' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Preview your listing' });
    expect(screen.getByRole('checkbox', { name: "Don't show this again" })).toBeChecked();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open preview' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe('/api/app/user/interactions');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        interactions: [{ interactionType: 'listing_preview_info', interacted: true }],
      });
    });

    // The next click skips the info.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Preview listing' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the info when "don\'t show again" is unchecked', async () => {
    fetchMock.mockResolvedValue(interactions(false));
    renderRoute(<ListingPreviewButton links={one} />);
    const button = await screen.findByRole('button', { name: 'Preview listing' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Open preview' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
