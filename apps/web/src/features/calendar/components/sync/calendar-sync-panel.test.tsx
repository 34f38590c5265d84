import type { Feed } from '@host-portal/contracts/calendar';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render.tsx';
import { FEED_ID, failingFeed, feed, json, problem, settings, UNIT_ID } from './sync-test-data.ts';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { CalendarSyncPanel } = await import('./calendar-sync-panel.tsx');

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const base = `/api/app/properties/${UNIT_ID}`;

describe('CalendarSyncPanel', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let routes: Record<string, Handler>;
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }));

  beforeEach(() => {
    routes = { [`GET ${base}/calendar-settings`]: () => json(settings()) };
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      const handler = routes[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler(init);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  const render = () =>
    renderRoute(
      <>
        <Notifications />
        <CalendarSyncPanel unitId={UNIT_ID} />
      </>,
    );
  const feedCard = async (name = 'Airbnb') =>
    (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

  it('copies the export address and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    const input = await screen.findByLabelText('Calendar address (iCal)');
    expect(input).toHaveValue(settings().exportUrl);
    expect(input).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied the address to the clipboard.')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(settings().exportUrl);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('selects the address to copy by hand where there is no clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render();
    const input = (await screen.findByLabelText('Calendar address (iCal)')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/The address is selected/)).toBeInTheDocument();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it('creates a new export address only after a confirm that says the old one stops working', async () => {
    const renewed = { ...settings(), exportUrl: `https://portal.test/ical/${UNIT_ID}/new456.ics` };
    routes[`POST ${base}/calendar-settings/rotate-export`] = () => {
      routes[`GET ${base}/calendar-settings`] = () => json(renewed);
      return json(renewed);
    };
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new address?' });
    expect(dialog).toHaveTextContent('The old address stops working at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Create a new address' }));
    const again = await screen.findByRole('dialog', { name: 'Create a new address?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Create a new address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar address (iCal)')).toHaveValue(renewed.exportUrl),
    );
    expect(calls('POST').map((c) => c.url)).toEqual([`${base}/calendar-settings/rotate-export`]);
    expect(await screen.findByText(/New address created/)).toBeInTheDocument();
  });

  it('shows a feed with its health, times and a masked address', async () => {
    render();
    const card = await feedCard();
    expect(within(card).getByText('Up to date')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('secret-token');
    expect(card).toHaveTextContent('www.airbnb.com/calendar/ical/123.ics…');
    expect(within(card).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(within(card).getByText('5 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Events imported').nextSibling).toHaveTextContent('4');
    expect(within(card).getByText('Conflicts').nextSibling).toHaveTextContent('1');
    const toggle = within(card).getByRole('button', { name: 'Show the full address' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveTextContent('?s=secret-token');
  });

  it('explains importing when there are no feeds', async () => {
    routes[`GET ${base}/calendar-settings`] = () => json(settings([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No imported calendars yet' })).toBeInTheDocument();
    expect(screen.getByText(/we read each calendar every 15 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a calendar' })).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    routes[`GET ${base}/calendar-settings`] = () => problem(500, 'Something broke.');
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    routes[`GET ${base}/calendar-settings`] = () => json(settings());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await feedCard()).toBeInTheDocument();
  });

  describe('adding a calendar', () => {
    const fill = async (name: string | null, url: string) => {
      if (name) fireEvent.click(await screen.findByRole('button', { name }));
      fireEvent.change(await screen.findByRole('textbox', { name: /Calendar address \(ICS\)/ }), {
        target: { value: url },
      });
    };
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    const added = (over: Partial<Feed>) => feed({ id: 'f1c2d3e4-5a6b-4c7d-8e9f-0a1b2c3d4e51', ...over });

    it('reads the new calendar, says how it went, and empties the form', async () => {
      routes[`GET ${base}/calendar-settings`] = () => json(settings([]));
      let answer: (r: Response) => void = () => {};
      routes[`POST ${base}/calendar-feeds`] = () => new Promise((resolve) => (answer = resolve));
      render();
      await fill('Booking.com', ' https://admin.booking.com/hotel/ical/1.ics?t=abc ');
      submit();
      expect(await screen.findByText('Reading the calendar…')).toBeInTheDocument();
      expect(calls('POST')).toEqual([
        {
          url: `${base}/calendar-feeds`,
          body: { name: 'Booking.com', url: 'https://admin.booking.com/hotel/ical/1.ics?t=abc' },
        },
      ]);
      const created = added({
        name: 'Booking.com',
        url: 'https://admin.booking.com/hotel/ical/1.ics?t=abc',
        eventsImported: 3,
      });
      routes[`GET ${base}/calendar-settings`] = () => json(settings([created]));
      answer(json(created, 201));
      expect(await screen.findByText('Booking.com added: 3 events imported.')).toBeInTheDocument();
      expect(await feedCard('Booking.com')).toHaveTextContent('Up to date');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
      expect(screen.queryByText('Reading the calendar…')).not.toBeInTheDocument();
    });

    it('checks the address with the contract before sending', async () => {
      render();
      await fill(null, 'ftp://example.com/cal.ics');
      submit();
      expect(
        await screen.findByText('Enter a web address that starts with http:// or https://.'),
      ).toBeInTheDocument();
      expect(screen.getByText('This field is required.')).toBeInTheDocument();
      expect(calls('POST')).toEqual([]);
    });

    it('puts a server field error on the address and keeps what was typed', async () => {
      routes[`POST ${base}/calendar-feeds`] = () =>
        problem(400, 'Invalid request', [{ name: 'body.url', reason: 'This address is not allowed.' }]);
      render();
      await fill('Vrbo', 'https://www.vrbo.com/icalendar/abc.ics');
      submit();
      const url = screen.getByRole('textbox', { name: /Calendar address \(ICS\)/ });
      expect(await screen.findByText('This address is not allowed.')).toBeInTheDocument();
      expect(url).toHaveAttribute('aria-invalid', 'true');
      expect(url).toHaveValue('https://www.vrbo.com/icalendar/abc.ics');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Vrbo');
    });

    it('shows a general server error on the form', async () => {
      routes[`POST ${base}/calendar-feeds`] = () => problem(409, 'A unit can import at most 20 calendars.');
      render();
      await fill('Vrbo', 'https://www.vrbo.com/icalendar/abc.ics');
      submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('A unit can import at most 20 calendars.');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Vrbo');
    });

    it('says when the first read failed and shows the feed with its error', async () => {
      const broken = added({
        name: 'Google Calendar',
        url: 'https://example.com/page',
        lastAttemptAt: new Date().toISOString(),
        lastSuccessAt: null,
        lastError: 'not_calendar',
        lastErrorDetail: 'The address did not return a calendar (no BEGIN:VCALENDAR found).',
        eventsImported: 0,
        conflicts: 0,
        health: 'failing',
      });
      routes[`POST ${base}/calendar-feeds`] = () => {
        routes[`GET ${base}/calendar-settings`] = () => json(settings([feed(), broken]));
        return json(broken, 201);
      };
      render();
      await fill('Google Calendar', 'https://example.com/page');
      submit();
      expect(
        await screen.findByText(
          'Google Calendar was added, but the first read failed: This address does not return a calendar (.ics).',
        ),
      ).toBeInTheDocument();
      const card = await feedCard('Google Calendar');
      expect(within(card).getByText('Failing')).toBeInTheDocument();
      expect(card).toHaveTextContent('This address does not return a calendar (.ics).');
      expect(card).toHaveTextContent('not the address of its web page');
      expect(within(card).getByText('No data yet')).toBeInTheDocument();
      expect(screen.queryByText(/ added: /)).not.toBeInTheDocument();
    });
  });

  it('syncs a feed now, with a spinner, then shows its new health', async () => {
    let answer: (r: Response) => void = () => {};
    routes[`POST ${base}/calendar-feeds/${FEED_ID}/sync`] = () =>
      new Promise((resolve) => (answer = resolve));
    render();
    const card = await feedCard();
    const button = within(card).getByRole('button', { name: 'Sync now: Airbnb' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(card).toHaveAttribute('aria-busy', 'true');
    const read = failingFeed({ lastError: 'timeout', lastErrorDetail: 'slow' });
    routes[`GET ${base}/calendar-settings`] = () => json(settings([read]));
    answer(json(read));
    expect(await within(card).findByText('Failing')).toBeInTheDocument();
    expect(card).toHaveTextContent('The address did not send the calendar within 15 seconds.');
    expect(await screen.findByText(/Airbnb could not be read/)).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-loading');
  });

  it('tells when syncing itself fails', async () => {
    routes[`POST ${base}/calendar-feeds/${FEED_ID}/sync`] = () => problem(404, 'Calendar feed not found.');
    render();
    fireEvent.click(within(await feedCard()).getByRole('button', { name: 'Sync now: Airbnb' }));
    expect(await screen.findByText('Calendar feed not found.')).toBeInTheDocument();
  });

  it('removes a feed after a confirm that says its nights open again', async () => {
    routes[`DELETE ${base}/calendar-feeds/${FEED_ID}`] = () => {
      routes[`GET ${base}/calendar-settings`] = () => json(settings([]));
      return json(null, 204);
    };
    render();
    fireEvent.click(within(await feedCard()).getByRole('button', { name: 'Remove Airbnb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Airbnb?' });
    expect(dialog).toHaveTextContent('its blocked nights open again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove calendar' }));
    expect(await screen.findByText('No imported calendars yet')).toBeInTheDocument();
    expect(calls('DELETE').map((c) => c.url)).toEqual([`${base}/calendar-feeds/${FEED_ID}`]);
    expect(await screen.findByText('Airbnb removed.')).toBeInTheDocument();
  });

  it('edits a feed in a dialog', async () => {
    routes[`PUT ${base}/calendar-feeds/${FEED_ID}`] = (init) => json(feed(JSON.parse(String(init?.body))));
    render();
    fireEvent.click(within(await feedCard()).getByRole('button', { name: 'Edit Airbnb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Airbnb' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Airbnb');
    fireEvent.change(name, { target: { value: 'Airbnb (main)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls('PUT')).toEqual([
        { url: `${base}/calendar-feeds/${FEED_ID}`, body: { name: 'Airbnb (main)', url: feed().url } },
      ]),
    );
    expect(await screen.findByText('Airbnb (main) saved.')).toBeInTheDocument();
  });
});
