import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listItem } from '../../features/reservations/reservation-test-data.ts';
import { renderRoute } from '../../test/render.tsx';
import { type HomeApi, homeFetch, inHours, PROPERTY_ID, property, UNIT_ID } from './home/home-test-data.ts';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ChecklistItemRoute } = await import('./checklist-item-route.tsx');

/** A host listing a first single-unit property: prices set, no photo yet. */
const listing = (): HomeApi => ({
  properties: [property({ total: 1, published: 0, inProgress: 1 })],
  propertyDetail: { id: PROPERTY_ID, propertyType: 'single', firstInProgressUnitId: UNIT_ID },
  unit: {
    id: UNIT_ID,
    thumbnail: null,
    priceAndAvailability: { currency: 'EUR', nightlyPrice: 12000 },
  },
});

describe('ChecklistItemRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let api: HomeApi;
  beforeEach(() => {
    api = {};
    fetchMock.mockImplementation(homeFetch(() => api));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = (item: string, checklist = 'getting-started') =>
    renderRoute(<ChecklistItemRoute />, {
      path: `/checklist/${checklist}/${item}`,
      pattern: '/checklist/:checklistId/:checklistItemId',
    });

  it('shows a new host the first item with its explanation and the call to list a property', async () => {
    api.properties = [];
    open('list-property');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your property' })).toBeInTheDocument();
    expect(screen.getByText('To do')).toBeInTheDocument();
    expect(screen.getByText(/Getting started · Step 1 of 4/)).toBeInTheDocument();
    expect(screen.getByText(/^Everything starts with a property/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your first property' })).toHaveAttribute(
      'href',
      '/listing/add-property',
    );
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Add your property | Host Portal');
  });

  it('leads to the photos step of the unit being listed', async () => {
    api = listing();
    open('add-photos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add photos' })).toBeInTheDocument();
    expect(screen.getByText('To do')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add photos' })).toHaveAttribute(
      'href',
      `/listing/single-unit/${PROPERTY_ID}/${UNIT_ID}/photos`,
    );
  });

  it('marks an item done, says so and still offers the way there', async () => {
    api = listing();
    open('set-prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your prices' })).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByText(/^Your unit has prices/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
      'href',
      `/listing/single-unit/${PROPERTY_ID}/${UNIT_ID}/price-and-availability`,
    );
  });

  it('continues the listing where the host left it', async () => {
    api = listing();
    open('publish-unit');
    expect(await screen.findByRole('link', { name: 'Continue listing' })).toHaveAttribute(
      'href',
      `/listing/property/${PROPERTY_ID}/unit/${UNIT_ID}`,
    );
  });

  it('leads to the waiting requests', async () => {
    api = {
      properties: [property()],
      requests: [listItem({ kind: 'booking_request', status: 'REQUESTED', respondBy: inHours(3) })],
    };
    open('answer-guests');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Answer guests who wait' }),
    ).toBeInTheDocument();
    expect(screen.getByText('To do')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open booking requests' })).toHaveAttribute(
      'href',
      '/bookings/requests',
    );
  });

  it('answers an unknown checklist or item with the not-found page', async () => {
    api.properties = [];
    open('paint-the-fence');
    expect(await screen.findByText('This checklist item does not exist.')).toBeInTheDocument();
  });

  it('shows a failure to load with a retry', async () => {
    api = { failing: ['properties'] };
    open('list-property', 'getting-started');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    api = { properties: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your property' })).toBeInTheDocument();
  });
});
