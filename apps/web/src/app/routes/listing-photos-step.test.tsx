import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { configuration, json, now, P, property, U, unit, user } from './listing-test-data.ts';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ListingFlowRoute } = await import('./listing-flow-route.tsx');

const photo = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  position: n - 1,
  isCover: n === 1,
  width: 1600,
  height: 1067,
  caption: null,
  urls: { small: `/u/${n}.webp`, medium: `/u/${n}.webp`, large: `/u/${n}.webp` },
  srcset: `/u/${n}.webp 320w`,
  createdAt: now,
});
const BEFORE_PHOTOS = [
  'property',
  'location',
  'location/address',
  'location/map',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
];

describe('the listing flow’s photos step', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let photos: ReturnType<typeof photo>[] = [];
  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT' && url.endsWith('/listing-progress'))
        return json(JSON.parse(String(init.body)));
      if (url.endsWith('/listing-progress')) return json({ steps: BEFORE_PHOTOS });
      if (url.endsWith('/photos')) return json({ items: photos });
      if (url.includes('/regional-requirements/configuration'))
        return json({ countryCode: null, required: false, fields: [] });
      if (url.includes('/properties-configuration')) return json(configuration);
      if (url.includes(`/property-unit/${U}`)) return json(unit);
      if (url.includes(`/properties/${P}`)) return json(property);
      if (url.includes('/user/info')) return json(user);
      return json({ message: 'not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const open = () =>
    renderRoute(<ListingFlowRoute />, {
      path: `/listing/single-unit/${P}/${U}/photos`,
      pattern: '/listing/:flow/:propertyId/:unitId/*',
    });
  const progressSaved = () =>
    fetchMock.mock.calls.some(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/listing-progress'),
    );

  it('is not done with fewer photos than publishing needs, and says how many', async () => {
    photos = [photo(1)];
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photos' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Photo 1 of 1' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least 3 photos to continue (1 so far).')).toBeInTheDocument();
    expect(progressSaved()).toBe(false);
  });

  it('is done with the configured minimum', async () => {
    photos = [photo(1), photo(2), photo(3)];
    const { router } = open();
    await screen.findByRole('img', { name: 'Photo 3 of 3' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(progressSaved()).toBe(true));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/listing/single-unit/${P}/${U}/amenities`),
    );
  });
});
