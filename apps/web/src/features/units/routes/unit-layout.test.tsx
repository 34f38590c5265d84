import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: UnitLayout } = await import('./unit-layout.tsx');

const PROPERTY = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const UNIT = '00000000-0000-4000-8000-000000000001';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unit = (extra: Record<string, unknown>) => ({
  id: UNIT,
  propertyId: PROPERTY,
  propertyType: 'multi',
  title: 'Garden room',
  description: null,
  thumbnail: null,
  state: 'UNPUBLISHED',
  availableActions: ['publish', 'delete'],
  links: [],
  invalidFields: [],
  rejectionMessage: null,
  accommodationType: 'room',
  guests: 2,
  bedroomCount: 1,
  rooms: [],
  propertySize: null,
  propertySizeMeasurementUnit: 'metric',
  amenities: [],
  priceAndAvailability: null,
  bookingType: 'onLine',
  cancellationPolicy: null,
  calendarAvailability: { status: 'AVAILABLE' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const render = () =>
  renderRoute(<UnitLayout />, {
    path: `/properties/${PROPERTY}/units/${UNIT}`,
    pattern: '/properties/:propertyId/units/:unitId',
  });

describe('UnitLayout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the not-found page with links to the properties and home for a missing unit', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not found' }, 404));
    render();
    expect(await screen.findByText('This unit does not exist or was removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/home');
  });

  it('disables publishing with the reason when the registration number is invalid', async () => {
    fetchMock.mockResolvedValue(
      json(
        unit({
          invalidFields: ['title', 'registrationNumber'],
          rejectionMessage: 'Add your licence number.',
        }),
      ),
    );
    render();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/valid registration number/);
    expect(screen.getByText('Action needed')).toBeInTheDocument();
    expect(screen.getByText('Add your licence number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix Registration number' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY}/units/${UNIT}/taxes-and-laws?field=registrationNumber`,
    );
    expect(screen.getByRole('navigation', { name: 'Unit pages' })).toBeInTheDocument();
  });

  it('asks before unpublishing and unpublishes only once confirmed', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      json(
        String(input).includes('interaction')
          ? { interactions: [] }
          : init?.method === 'PATCH'
            ? unit({ state: 'UNPUBLISHED', availableActions: ['publish'] })
            : unit({
                state: 'PUBLISHED',
                availableActions: ['unpublish'],
                links: [{ channel: 'portal', url: 'x' }],
              }),
      ),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this unit?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unpublish this unit?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/unpublish'),
        ),
      ).toBe(true),
    );
  });

  it('shows "publishing in progress" for a published unit without links', async () => {
    fetchMock.mockResolvedValue(json(unit({ state: 'PUBLISHED', availableActions: ['unpublish'] })));
    render();
    expect(await screen.findByText('Publishing in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});

describe('UnitLayout of a unit still in the listing flow', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('opens the taxes-and-laws page, where a publish refusal about the registration number leads', async () => {
    fetchMock.mockResolvedValue(json(unit({ state: 'IN_PROGRESS', availableActions: ['delete'] })));
    renderRoute(<UnitLayout />, {
      path: `/properties/${PROPERTY}/units/${UNIT}/taxes-and-laws`,
      pattern: '/properties/:propertyId/units/:unitId',
      children: [{ path: 'taxes-and-laws', element: <p>regional numbers form</p> }],
    });
    expect(await screen.findByText('regional numbers form')).toBeInTheDocument();
  });

  it('sends the other pages of an unfinished unit to the listing flow', async () => {
    fetchMock.mockResolvedValue(json(unit({ state: 'IN_PROGRESS', availableActions: ['delete'] })));
    renderRoute(<UnitLayout />, {
      path: `/properties/${PROPERTY}/units/${UNIT}/about`,
      pattern: '/properties/:propertyId/units/:unitId',
      children: [{ path: 'about', element: <p>about form</p> }],
    });
    expect(await screen.findByRole('link', { name: 'Continue listing' })).toBeInTheDocument();
    expect(screen.queryByText('about form')).not.toBeInTheDocument();
  });
});
