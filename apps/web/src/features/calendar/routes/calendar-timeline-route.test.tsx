import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../lib/mantine-theme.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { renderRoute } from '../../../test/render.tsx';
import { testTranslator } from '../../../test/translator.ts';
import { DAY_COUNT, PAST_DAYS } from '../components/timeline/timeline-constants.ts';
import { addDays, localToday } from '../components/timeline/timeline-dates.ts';
import { booking, row, timelinePage, uuid } from '../components/timeline/timeline-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));
const show = vi.fn();
const hide = vi.fn();
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (...args: unknown[]) => show(...args), hide: (...args: unknown[]) => hide(...args) },
}));

const { default: CalendarTimelineRoute } = await import('./calendar-timeline-route.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const TODAY = localToday();
const TODAY_COL = PAST_DAYS;
const PROPERTY = uuid(7, 'p');

// jsdom has no layout: the grid's scroll box gets a size, and scrolling writes the offsets
const VIEW = { width: 1200, height: 600 };
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
const isGrid = (element: HTMLElement) => element.getAttribute('role') === 'grid';
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isGrid(this) ? VIEW.width : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isGrid(this) ? VIEW.height : 0;
    },
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object') {
      if (options.top !== undefined) this.scrollTop = options.top;
      if (options.left !== undefined) this.scrollLeft = options.left;
    }
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
});
afterAll(() => {
  if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
  if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
});

// a grid of hundreds of cells renders slowly in jsdom when the machine is busy
describe('CalendarTimelineRoute', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let total = 3;
  let bulkPreview: Record<string, unknown>;
  const timelineCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/app/calendar/timeline');
  const posts = (path: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === path && init?.method === 'POST')
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

  beforeEach(() => {
    total = 3;
    bulkPreview = {
      preview: true,
      editId: null,
      action: 'block',
      units: 2,
      nightsChanged: 5,
      nightsUntouched: 1,
      untouched: [
        {
          unitId: uuid(1, 'a'),
          dateFrom: addDays(TODAY, 1),
          dateTo: addDays(TODAY, 2),
          kind: 'booking',
          sourceId: null,
        },
      ],
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/app/calendar/timeline') {
        const q = url.searchParams;
        const page = Number(q.get('page'));
        const limit = Number(q.get('limit'));
        const dateFrom = q.get('dateFrom')!;
        const dateTo = q.get('dateTo')!;
        const matching = q.get('search') ? Math.min(total, 1) : total;
        const first = (page - 1) * limit;
        const items = Array.from({ length: Math.max(0, Math.min(limit, matching - first)) }, (_, n) =>
          row(first + n, dateFrom, dateTo, {
            entries: first + n === 1 ? [booking(addDays(TODAY, 1), addDays(TODAY, 2), 'Ana Horvat')] : [],
          }),
        );
        return json(timelinePage(items, { dateFrom, dateTo, page, limit, total: matching }));
      }
      if (url.pathname === '/api/app/property-list')
        return json({
          items: [{ id: PROPERTY, title: 'Seaside villas', propertyType: 'multi' }],
          pagination: { current: 1, limit: 100, total: 1, pages: 1 },
        });
      if (url.pathname === '/api/app/calendar/bulk') {
        const body = JSON.parse(String(init?.body));
        return json(body.preview ? bulkPreview : { ...bulkPreview, preview: false, editId: uuid(9, 'd') });
      }
      if (url.pathname === '/api/app/calendar/bulk/undo')
        return json({ editId: uuid(9, 'd'), action: 'block', units: 2 });
      return json({ message: 'not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    show.mockReset();
    hide.mockReset();
  });

  // Mantine's test mode: no transitions, and popovers show although jsdom lays nothing out
  const open = (path = '/calendar') =>
    renderRoute(
      <MantineProvider env="test" theme={mantineTheme}>
        <CalendarTimelineRoute />
      </MantineProvider>,
      { path, pattern: '/calendar' },
    );
  const grid = () => screen.findByRole('grid', { name: 'Calendar of your units' });
  const cell = (g: HTMLElement, r: number, c: number) =>
    g.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`)!;
  const press = (key: string, options: Partial<KeyboardEventInit> = {}) =>
    fireEvent.keyDown(document.activeElement!, { key, ...options });
  const focused = () => document.activeElement?.getAttribute('data-cell');
  const ready = async () => {
    open();
    const g = await grid();
    await waitFor(() =>
      expect(cell(g, 0, TODAY_COL)).toHaveAttribute('aria-label', expect.stringContaining('a night')),
    );
    return g;
  };

  it('shows units as rows and nights as columns, with full counts, today and the stays', async () => {
    const g = await ready();
    expect(g).toHaveAttribute('aria-rowcount', '4');
    expect(g).toHaveAttribute('aria-colcount', String(DAY_COUNT + 1));
    expect(within(g).getByRole('link', { name: 'Unit 0000' })).toHaveAttribute(
      'href',
      `/calendar/${uuid(0, 'a')}`,
    );
    const today = cell(g, 0, TODAY_COL);
    expect(today).toHaveAttribute('aria-colindex', String(TODAY_COL + 2));
    expect(today.getAttribute('aria-label')).toMatch(
      /^Unit 0000, today, .+, Available, €120\.00 a night, minimum stay 2 nights$/,
    );
    expect(cell(g, 1, TODAY_COL + 1).getAttribute('aria-label')).toMatch(
      /Not available, .*Booking: Ana Horvat$/,
    );
    expect(within(g).getAllByRole('columnheader', { name: /^today, / })).toHaveLength(1);
    expect(today).toHaveAttribute('tabindex', '0');
  });

  it('moves with the arrow keys and extends a selection of units × nights with Shift', async () => {
    const g = await ready();
    cell(g, 0, TODAY_COL).focus();
    press('ArrowDown');
    expect(focused()).toBe(`1:${TODAY_COL}`);
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3');
    press('ArrowRight');
    expect(focused()).toBe(`1:${TODAY_COL + 1}`);
    press('ArrowDown', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    expect(focused()).toBe(`2:${TODAY_COL + 2}`);
    const selected = () => g.querySelectorAll('[role="gridcell"][aria-selected="true"]');
    expect(selected()).toHaveLength(4);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 units × 2 nights selected');
    press('Home');
    expect(focused()).toBe('2:-1');
    expect(selected()).toHaveLength(0);
    press('End');
    expect(focused()).toBe(`2:${DAY_COUNT - 1}`);
    press('Home', { ctrlKey: true });
    expect(focused()).toBe('0:-1');
  });

  it('opens the actions with Enter, and Escape closes them and then clears the selection', async () => {
    const g = await ready();
    cell(g, 0, TODAY_COL).focus();
    press('ArrowDown', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    press('Enter');
    const menu = await screen.findByRole('menu', { name: /2 units × 2 nights selected/ });
    expect(within(menu).getByRole('menuitem', { name: 'Block nights' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Open Booking: Ana Horvat' })).toHaveAttribute(
      'href',
      `/booking-details/${uuid(1, 'b')}`,
    );
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(focused()).toBe(`1:${TODAY_COL + 1}`);
    press('Escape');
    expect(g.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  it('selects by dragging the mouse and opens the actions on release', async () => {
    const g = await ready();
    fireEvent.pointerDown(cell(g, 0, TODAY_COL), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerOver(cell(g, 2, TODAY_COL + 2), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(await screen.findByRole('menu', { name: /3 units × 3 nights selected/ })).toBeInTheDocument();
    expect(g.querySelectorAll('[aria-selected="true"]')).toHaveLength(9);
  });

  it('previews a bulk edit, applies it and offers to undo it', async () => {
    const g = await ready();
    cell(g, 0, TODAY_COL).focus();
    press('ArrowDown', { shiftKey: true });
    for (let n = 0; n < 4; n++) press('ArrowRight', { shiftKey: true });
    press('Enter');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block nights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block nights' });
    expect(within(dialog).getByText('2 units: Unit 0000, Unit 0001')).toBeInTheDocument();
    const preview = await within(dialog).findByTestId('bulk-preview');
    expect(within(preview).getByText('Nights that change').nextSibling).toHaveTextContent('5');
    expect(within(preview).getByText('Booked nights left as they are').nextSibling).toHaveTextContent('1');
    expect(within(preview).getByText(/^Unit 0001: .+ \(Booking\)$/)).toBeInTheDocument();
    expect(posts('/api/app/calendar/bulk')[0]).toEqual({
      unitIds: [uuid(0, 'a'), uuid(1, 'a')],
      dateFrom: TODAY,
      dateTo: addDays(TODAY, 5),
      action: 'block',
      preview: true,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Block nights' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts('/api/app/calendar/bulk')[1]).toMatchObject({
      action: 'block',
      unitIds: [uuid(0, 'a'), uuid(1, 'a')],
    });
    expect(posts('/api/app/calendar/bulk')[1]).not.toHaveProperty('preview', true);

    // the toast offers undo, and the toolbar keeps it while this session's edits are not undone
    const toast = show.mock.calls.at(-1)?.[0] as { message: ReactElement };
    const { getByRole: inToast, getByText: textInToast } = render(toast.message, {
      wrapper: ToastWrapper,
    });
    expect(textInToast('Blocked 5 nights on 2 units.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo last bulk edit' }));
    await waitFor(() => expect(posts('/api/app/calendar/bulk/undo')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo last bulk edit' })).not.toBeInTheDocument(),
    );
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Undone: the nights are open again.' }),
    );

    fireEvent.click(inToast('button', { name: 'Undo' }));
    await waitFor(() => expect(posts('/api/app/calendar/bulk/undo')).toHaveLength(2));
  });

  it('sets prices with a preview once a value is given', async () => {
    bulkPreview = { ...bulkPreview, action: 'price', nightsUntouched: 0, untouched: [] };
    const g = await ready();
    cell(g, 0, TODAY_COL).focus();
    press('Enter');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set price or minimum stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set price and minimum stay' });
    expect(within(dialog).getByRole('button', { name: 'Apply prices' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Nightly price (EUR)'), { target: { value: '95' } });
    await within(dialog).findByTestId('bulk-preview');
    expect(posts('/api/app/calendar/bulk').at(-1)).toMatchObject({
      action: 'price',
      nightlyPrice: 9500,
      preview: true,
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply prices' })).toBeEnabled());
  });

  it('only mounts the rows and nights in view, even for 1,000 units over two years', async () => {
    total = 1000;
    const g = await ready();
    expect(g).toHaveAttribute('aria-rowcount', '1001');
    const cells = g.querySelectorAll('[role="gridcell"]').length;
    expect(cells).toBeGreaterThan(50);
    expect(cells).toBeLessThan(600);
    expect(g.querySelectorAll('[role="row"]').length).toBeLessThan(25);
    // the first page only: further pages load as the host scrolls down
    expect(new Set(timelineCalls().map((url) => url.searchParams.get('page')))).toEqual(new Set(['1']));

    await act(async () => {
      g.scrollTop = 56 * 400;
      g.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(g.querySelector('[role="row"][aria-rowindex="402"]')).not.toBeNull());
    const pages = new Set(timelineCalls().map((url) => url.searchParams.get('page')));
    expect(pages.has('9')).toBe(true);
    expect(pages.has('5')).toBe(false);
    expect(g.querySelectorAll('[role="gridcell"]').length).toBeLessThan(700);
  });

  it('loads the next window of nights when the host scrolls right past it', async () => {
    const g = await ready();
    const windows = () => new Set(timelineCalls().map((url) => url.searchParams.get('dateFrom')));
    const before = windows().size;
    await act(async () => {
      g.scrollLeft = 64 * 200;
      g.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(windows().size).toBeGreaterThan(before));
    expect([...windows()].some((date) => date && date > addDays(TODAY, 150))).toBe(true);
  });

  it('starts again at the first page when the search or the property changes', async () => {
    total = 1000;
    const g = await ready();
    await act(async () => {
      g.scrollTop = 56 * 400;
      g.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(timelineCalls().some((url) => url.searchParams.get('page') === '9')).toBe(true),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search units' }), {
      target: { value: 'Unit 0001' },
    });
    await waitFor(
      () => expect(timelineCalls().some((url) => url.searchParams.get('search') === 'Unit 0001')).toBe(true),
      {
        timeout: 2000,
      },
    );
    const searched = timelineCalls().filter((url) => url.searchParams.get('search') === 'Unit 0001');
    expect(new Set(searched.map((url) => url.searchParams.get('page')))).toEqual(new Set(['1']));

    fireEvent.click(screen.getByRole('textbox', { name: 'Property' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seaside villas' }));
    await waitFor(() =>
      expect(timelineCalls().some((url) => url.searchParams.get('propertyId') === PROPERTY)).toBe(true),
    );
    const filtered = timelineCalls().filter((url) => url.searchParams.get('propertyId') === PROPERTY);
    expect(new Set(filtered.map((url) => url.searchParams.get('page')))).toEqual(new Set(['1']));
  });

  it('says when the host has no units, and when nothing matches the search', async () => {
    total = 0;
    open();
    expect(await screen.findByText('No units yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to properties' })).toHaveAttribute('href', '/properties');
  });

  it('offers to clear a search that matches nothing', async () => {
    total = 0;
    open('/calendar?search=nothing');
    expect(await screen.findByText('No units match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No units yet')).toBeInTheDocument();
  });

  it('offers a retry when the timeline fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ok = fetchMock.getMockImplementation()!;
    let fail = true;
    fetchMock.mockImplementation(async (input, init) =>
      fail && String(input).includes('/calendar/timeline')
        ? json({ message: 'Database is down' }, 503)
        : ok(input, init),
    );
    open();
    expect(await screen.findByText('Database is down', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await grid()).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        ...matchMedia(query),
        matches: query.includes('max-width'),
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('lists the units with tonight’s state; a unit opens its own calendar', async () => {
      open();
      const link = await screen.findByRole('link', { name: /Unit 0001/ });
      expect(link).toHaveAttribute('href', `/calendar/${uuid(1, 'a')}`);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.getAllByText('Available tonight')).toHaveLength(3);
      const call = timelineCalls()[0]!;
      expect(call.searchParams.get('dateFrom')).toBe(TODAY);
      expect(call.searchParams.get('dateTo')).toBe(addDays(TODAY, 1));
    });
  });
});

function ToastWrapper({ children }: { children: ReactNode }) {
  // the toast's content is shown outside the page's tree: the same providers around it
  return (
    <TranslationProvider translator={testTranslator()}>
      <MantineProvider>{children}</MantineProvider>
    </TranslationProvider>
  );
}
