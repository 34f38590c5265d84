import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { configuration, json, P, property, U, unit, user } from './listing-test-data.ts';

vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: ListingFlowRoute } = await import('./listing-flow-route.tsx');
const { propertyKeys } = await import('../../features/properties/api/property-keys.ts');

describe('ListingFlow', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let progress: string[] = [];
  beforeEach(() => {
    progress = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT' && url.endsWith('/listing-progress')) {
        progress = JSON.parse(String(init.body)).steps;
        return json({ steps: progress });
      }
      if (url.endsWith('/listing-progress')) return json({ steps: progress });
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

  const open = (path: string) =>
    renderRoute(<ListingFlowRoute />, { path, pattern: '/listing/:flow/:propertyId/:unitId/*' });

  it('opens the continue step with the progress bar and the reachable steps', async () => {
    progress = ['property'];
    const { router } = open(`/listing/single-unit/${P}/${U}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where is your property?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/listing/single-unit/${P}/${U}/location`);
    // property (1) of 30: regional requirements are hidden when the country needs none; the
    // subscription's plan and boost steps are there (the test host's features)
    expect(screen.getByRole('progressbar', { name: 'Listing progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    // phone width in jsdom: the step list opens from its toggle
    const toggle = screen.getByRole('button', { name: 'Steps: 2 of 19' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: /Property type/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Location' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Amenities' })).not.toBeInTheDocument();
    expect(screen.queryByText('Local regulations')).not.toBeInTheDocument();
  });

  it('records the step, then opens the next one', async () => {
    const { router } = open(`/listing/single-unit/${P}/${U}/property`);
    // a single-unit property says here what kind of place it is
    fireEvent.click(await screen.findByRole('radio', { name: /Apartment/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/listing/single-unit/${P}/${U}/location`),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ steps: ['property'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where is your property?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends a step not reached yet and a wrong flow to the continue step', async () => {
    const { router } = open(`/listing/multi-unit/${P}/${U}/amenities`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/listing/single-unit/${P}/${U}/property`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Type of accommodation' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the regional step once the property gets a country that asks for it', async () => {
    let country: string | null = null;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/listing-progress')) return json({ steps: ['property'] });
      if (url.includes('/regional-requirements/configuration'))
        return json(
          country === 'PT'
            ? { countryCode: 'PT', required: true, fields: [{ name: 'registrationNumber', required: true }] }
            : { countryCode: null, required: false, fields: [] },
        );
      if (url.includes('/properties-configuration')) return json(configuration);
      if (url.includes(`/property-unit/${U}`)) return json(unit);
      if (url.includes(`/properties/${P}`))
        return json({ ...property, location: country ? { countryCode: country, city: 'Lisboa' } : null });
      if (url.includes('/user/info')) return json(user);
      return json({ message: 'not found' }, 404);
    });
    const { queryClient } = open(`/listing/single-unit/${P}/${U}/location`);
    const toggle = await screen.findByRole('button', { name: 'Steps: 2 of 19' }, { timeout: 5000 });
    // the location step saved Portugal: the property is fetched again, the regional answer must follow
    country = 'PT';
    await queryClient.invalidateQueries({ queryKey: propertyKeys.detail(P) });
    await waitFor(() => expect(toggle).toHaveAccessibleName('Steps: 2 of 20'));
    fireEvent.click(toggle);
    expect(await screen.findByText('Local regulations')).toBeInTheDocument();
  });

  it('opens a step passed over while it was hidden, by its address and from the step list', async () => {
    // multi-unit, onboarding running: the payout steps come after the regional step and were done
    const multi = {
      ...property,
      propertyType: 'multi',
      title: 'Casa',
      location: { countryCode: 'PT', city: 'Porto' },
    };
    const done = [
      'property',
      'location',
      'location/address',
      'location/map',
      'property-title',
      'start-unit',
      'unit-type',
      'guests-and-rooms/info',
      'guests-and-rooms/beds',
      'photos',
      'amenities',
      'title',
      'price-and-availability',
      'price-and-availability/promotions',
      'price-and-availability/seasons',
      'calendar-availability',
      'personal-details/info',
      'booking-preference',
      'payout/info',
      'payout/upload',
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/listing-progress')) return json({ steps: done });
      if (url.includes('/regional-requirements/configuration'))
        return json({ countryCode: 'PT', required: true, fields: [] });
      if (url.includes('/regional-requirements'))
        return json({ registrationNumber: null, nationalIdentificationCode: null });
      if (url.includes('/properties-configuration')) return json(configuration);
      if (url.includes(`/property-unit/${U}`)) return json({ ...unit, propertyType: 'multi' });
      if (url.includes(`/properties/${P}`)) return json(multi);
      if (url.includes('/user/info'))
        return json({
          ...user,
          onboardingStatus: 'started',
          appFeatures: { commissionApplicable: false, subscriptionApplicable: false, isKYCApplicable: false },
        });
      return json({ message: 'not found' }, 404);
    });
    const { router } = open(`/listing/multi-unit/${P}/${U}/regional-requirements`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Local regulations' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/listing/multi-unit/${P}/${U}/regional-requirements`);
  });

  it('shows the not-found page for an id that is not a uuid', async () => {
    open(`/listing/single-unit/nope/${U}/property`);
    expect(
      await screen.findByText('This property or unit does not exist, or it is not yours.'),
    ).toBeInTheDocument();
  });
});
