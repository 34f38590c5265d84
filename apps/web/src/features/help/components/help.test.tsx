import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../test/render.tsx';
import { areaCategories } from './area-categories.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: HelpPopup } = await import('./help-popup.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ARTICLE = {
  slug: 'calendar-sync-ical',
  icon: 'calendar-repeat',
  category: 'calendar',
  title: 'Sync your calendar with other platforms',
  summary: 'Export and import iCal feeds.',
  link: '/help/calendar-sync-ical',
  minutesToRead: 2,
};

describe('areaCategories', () => {
  it('gives each area the articles that answer its questions', () => {
    expect(areaCategories('/calendar/abc')).toEqual(['calendar', 'pricing']);
    expect(areaCategories('/properties/1/units/2/photos')).toEqual(['listing', 'pricing']);
    expect(areaCategories('/booking-request-details/x')).toEqual(['reservations']);
    expect(areaCategories('/messages/all')).toEqual(['messaging']);
    expect(areaCategories('/home')).toEqual([]);
  });
});

describe('help dropdown', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let failContact = false;
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

  beforeEach(() => {
    failContact = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/app/user/knowledge-articles')) return json([ARTICLE]);
      if (url.startsWith('/api/app/user/contact-form/topics')) {
        return json([
          { name: 'General feedback', value: 'general-feedback' },
          { name: 'I would like a new feature', value: 'new-feature' },
        ]);
      }
      if (url === '/api/app/user/contact-form' && init?.method === 'POST') {
        if (failContact) return json({ title: 'Unavailable', status: 503 }, 503);
        return json({ id: 'c1', reference: 'SR-7K2QX9', createdAt: '2031-05-01T10:00:00.000Z' }, 201);
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  const open = () =>
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <Notifications />
        <HelpPopup openOnLoad focusOnLoad={false} />
      </MantineProvider>,
      { path: '/calendar/u1', pattern: '/calendar/:id' },
    );

  it('lists the area’s articles with their minutes, and links to all articles', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    const link = await within(dialog).findByRole('link', { name: /Sync your calendar/ });
    expect(link).toHaveAttribute('href', '/help/calendar-sync-ical');
    expect(link).toHaveTextContent('2 min read');
    expect(within(dialog).getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/help');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/app/user/knowledge-articles?categories=calendar%2Cpricing',
    );
  });

  it('needs a topic, then the details, and thanks the host with the toast of 000 section 8', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contact support' }));
    const modal = await screen.findByRole('dialog', { name: 'Contact support' });
    const details = within(modal).getByRole('textbox', { name: 'Details' });
    expect(details).toBeDisabled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByText('Choose a topic.')).toBeInTheDocument();

    fireEvent.click(within(modal).getByRole('textbox', { name: 'Topic' }));
    fireEvent.click(await screen.findByRole('option', { name: 'I would like a new feature' }));
    expect(details).toBeEnabled();
    expect(details).toBeRequired();
    fireEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByText('Tell us the details.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    // a failure keeps what the host wrote
    failContact = true;
    fireEvent.change(details, { target: { value: 'Please add a dark mode.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByRole('alert')).toBeInTheDocument();
    expect(details).toHaveValue('Please add a dark mode.');

    failContact = false;
    fireEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! We received your message')).toBeInTheDocument();
    expect(screen.getByText(/SR-7K2QX9/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contact support' })).not.toBeInTheDocument(),
    );
    expect(posts().at(-1)).toEqual({
      url: '/api/app/user/contact-form',
      body: {
        topic: 'new-feature',
        body: 'Please add a dark mode.',
        pageId: '/calendar/u1',
        propertyUnitId: null,
      },
    });
  });
});
