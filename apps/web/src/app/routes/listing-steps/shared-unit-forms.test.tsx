import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseVariant } from '../../../features/listing/engine/variants.ts';
import { renderRoute } from '../../../test/render.tsx';
import { renderInStep } from './in-step.test-helper.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { AmenitiesForm } = await import('../../../features/units/forms/amenities-form.tsx');
const { default: AmenitiesStep } = await import('./amenities-step.tsx');
const { BookingPoliciesForm } = await import('../../../features/units/forms/booking-policies-form.tsx');
const { default: BookingPreferenceStep } = await import('./booking-preference-step.tsx');
const { RegionalRequirementsForm } = await import(
  '../../../features/units/forms/regional-requirements-form.tsx'
);
const { default: RegionalRequirementsStep } = await import('./regional-requirements-step.tsx');
const { PromotionsForm } = await import('../../../features/units/forms/promotions-form.tsx');
const { default: PromotionsStep } = await import('./promotions-step.tsx');
const { AboutForm } = await import('../../../features/units/forms/about-form.tsx');
const { default: UnitTypeStep } = await import('./unit-type-step.tsx');
const { PriceForm } = await import('../../../features/units/forms/price-form.tsx');
const { default: SeasonsStep } = await import('./seasons-step.tsx');
const { default: PriceStep } = await import('./price-step.tsx');
const { RoomsForm } = await import('../../../features/units/forms/rooms-form.tsx');
const { default: GuestsRoomsStep } = await import('./guests-rooms-step.tsx');
const { default: BedsStep } = await import('./beds-step.tsx');

const P = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const U = '1c9f7a52-44c6-4f7e-9a43-8f6a7c2a0c22';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unit = (extra: object = {}) =>
  ({
    id: U,
    propertyId: P,
    propertyType: 'single',
    title: 'Sea loft',
    description: 'A loft by the sea with a long balcony and morning sun over the bay.',
    state: 'IN_PROGRESS',
    availableActions: [],
    invalidFields: [],
    amenities: [],
    rooms: [],
    priceAndAvailability: null,
    accommodationType: null,
    guests: null,
    bookingType: null,
    ...extra,
  }) as never;
const configuration = {
  propertyUnit: {
    amenityGroups: [
      { key: 'kitchen', label: 'Kitchen', amenities: [{ key: 'oven', label: 'Oven' }] },
      { key: 'general', label: 'General', amenities: [{ key: 'wifi', label: 'Wi-Fi' }] },
    ],
    room: {
      types: ['bedroom', 'living_room', 'bath_room', 'kitchen_room'],
      bedTypes: ['double', 'sofa_bed'],
    },
    accommodationTypes: ['apartment', 'house'],
  },
  priceAndAvailabilitySettings: {
    priceMin: 1,
    priceMax: 1_000_000,
    minimumNoticeOptions: [1, 2, 7],
    losDiscount: { minNightsOptions: [7, 28], maxPercent: 30 },
  },
};

const regional = {
  countryCode: 'ES',
  required: true,
  fields: [
    {
      name: 'registrationNumber',
      required: true,
      pattern: '^[A-Z]{2}-\\d{4}$',
      example: 'VT-1234',
      label: 'Tourist licence',
      help: '',
    },
  ],
};

/** Renders a step page inside the listing frame's context; returns its complete() spy. */
function inStep(page: ReactElement, over: Record<string, unknown> = {}) {
  const variant = chooseVariant({
    propertyType: 'single',
    onboardingFinished: false,
    hasFirstFinishedUnit: false,
    accountType: 'individual',
    features: { commissionApplicable: false, subscriptionApplicable: false, isKYCApplicable: false },
    regionalRequirementsNeeded: false,
  });
  return renderInStep(page, { propertyId: P, unitId: U }, variant, {
    property: { id: P, propertyType: 'single', title: null },
    unit: unit(),
    configuration,
    ...over,
  });
}

const patches = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('one unit form per field group, on the unit page and in the listing', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('properties-configuration')) return json(configuration);
      if (url.endsWith('/promotions/configuration'))
        return json({
          types: [
            { type: 'first_bookings_discount', discountOptions: [10, 15], defaultDiscount: 10, bookings: 3 },
          ],
        });
      if (url.endsWith('/promotion') && init?.method === 'POST') return json({});
      if (url.endsWith('/promotions')) return json({ items: [] });
      if (url.endsWith('/regional-requirements/configuration')) return json(regional);
      if (url.endsWith('/regional-requirements'))
        return json({ registrationNumber: null, nationalIdentificationCode: null });
      return json(init?.method === 'PATCH' ? unit(JSON.parse(String(init.body))) : unit());
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('amenities: saves from the unit page with Save', async () => {
    renderRoute(<AmenitiesForm unit={unit()} />);
    expect(await screen.findByRole('heading', { name: 'Amenities' })).toBeInTheDocument();
    const general = await screen.findByRole('group', { name: 'General' });
    expect(general).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ amenities: ['wifi'] }]));
  });

  it('amenities: completes the listing step after saving', async () => {
    const step = inStep(<AmenitiesStep />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kitchen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Oven' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)).toEqual([{ amenities: ['oven'] }]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('properties-configuration'))).toBe(
      false,
    );
  });

  it('booking policies: saves from the unit page, nothing preselected', async () => {
    renderRoute(<BookingPoliciesForm unit={unit()} />);
    expect(await screen.findByRole('heading', { name: 'Booking policies' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Booking type/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /On request/i }));
    expect(screen.getByText(/guests wait for your answer/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Flexible/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([
        { bookingType: 'onRequest', cancellationPolicy: { type: 'flexible' } },
      ]),
    );
  });

  it('booking preference: completes the listing step with the listing texts and preselection', async () => {
    const step = inStep(<BookingPreferenceStep />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking preference' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /How guests book/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)).toEqual([{ bookingType: 'onLine', cancellationPolicy: { type: 'flexible' } }]);
  });

  const regionalPatches = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/regional-requirements'))
      .map(([, init]) => JSON.parse(String(init?.body)));

  it('regional requirements: checks the format and saves from the unit page', async () => {
    renderRoute(<RegionalRequirementsForm unit={unit()} />);
    expect(await screen.findByRole('heading', { name: 'Taxes and laws' })).toBeInTheDocument();
    const licence = await screen.findByRole('textbox', { name: /Tourist licence/ });
    fireEvent.change(licence, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This does not look right. Example: VT-1234')).toBeInTheDocument();
    expect(regionalPatches()).toEqual([]);
    fireEvent.change(licence, { target: { value: 'VT-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(regionalPatches()).toEqual([
        { registrationNumber: 'VT-1234', nationalIdentificationCode: null },
      ]),
    );
  });

  it('regional requirements: completes the listing step, required field first', async () => {
    const step = inStep(<RegionalRequirementsStep />, {
      property: { id: P, propertyType: 'single', title: null, location: { countryCode: 'ES' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Local regulations' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(step.complete).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Tourist licence/ }), {
      target: { value: 'VT-1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(regionalPatches()).toEqual([{ registrationNumber: 'VT-1234', nationalIdentificationCode: null }]);
  });

  const promotionPosts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));

  it('promotions: switches the first-bookings discount on from the unit page', async () => {
    renderRoute(<PromotionsForm unit={unit()} />);
    expect(await screen.findByRole('heading', { name: 'First bookings discount' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(promotionPosts()).toEqual([
        { type: 'first_bookings_discount', state: 'ACTIVE', data: { discount: 10 } },
      ]),
    );
  });

  it('promotions: completes the listing step, sending nothing when nothing changed', async () => {
    const step = inStep(<PromotionsStep />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /First-bookings discount/ })).toBeInTheDocument();
    expect(screen.getByText('Applies to your first 3 bookings.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(promotionPosts()).toEqual([]);
  });

  it('about: saves the text from the unit page', async () => {
    renderRoute(
      <AboutForm
        unit={unit({ accommodationType: 'house', propertySize: 40, propertySizeMeasurementUnit: 'metric' })}
      />,
    );
    const title = await screen.findByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Sea loft with a view' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]).toMatchObject({
      title: 'Sea loft with a view',
      accommodationType: 'house',
    });
  });

  it('unit type: the about form asks for the type in the listing step and completes it', async () => {
    const step = inStep(<UnitTypeStep />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Type of accommodation' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(step.complete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: /House/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)).toEqual([{ accommodationType: 'house' }]);
  });

  const priced = () =>
    unit({
      priceAndAvailability: {
        currency: 'EUR',
        nightlyPrice: 12000,
        minimumStay: 2,
        maximumStay: 30,
        minimumNotice: 1,
        losDiscounts: [],
        seasons: [],
      },
    });
  const fillSeason = (from: string, to: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: /name/i }), { target: { value: 'Summer' } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
  };

  it('seasons: the unit page saves a season with its minimum stay', async () => {
    renderRoute(<PriceForm unit={priced()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add season' }));
    expect(screen.getByRole('group', { name: 'Season 1' })).toBeInTheDocument();
    fillSeason('2027-07-01', '2027-08-01');
    const price = screen.getAllByRole('textbox', { name: /Price per night/ }).at(-1) as HTMLElement;
    fireEvent.change(price, { target: { value: '150' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: /Minimum stay/ }).at(-1) as HTMLElement, {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].priceAndAvailability.seasons).toEqual([
      { name: 'Summer', dateFrom: '2027-07-01', dateTo: '2027-08-01', nightlyPrice: 15000, minimumStay: 7 },
    ]);
  });

  it('seasons: the listing step shows an end before the start on the field, then completes', async () => {
    const step = inStep(<SeasonsStep />, { unit: priced() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seasons' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    expect(screen.getByRole('group', { name: 'Season 1' })).toBeInTheDocument();
    fillSeason('2027-08-01', '2027-07-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The season must end after it starts.')).toBeInTheDocument();
    expect(step.complete).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2027-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)[0].priceAndAvailability).toMatchObject({
      nightlyPrice: 12000,
      seasons: [
        {
          name: 'Summer',
          dateFrom: '2027-08-01',
          dateTo: '2027-09-01',
          nightlyPrice: 12000,
          minimumStay: null,
        },
      ],
    });
  });

  it('price: the unit page saves the price with the configuration loaded', async () => {
    renderRoute(<PriceForm unit={priced()} />);
    const nightly = await screen.findByRole('textbox', { name: /^Price per night/ });
    fireEvent.change(nightly, { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].priceAndAvailability).toMatchObject({
      currency: 'EUR',
      nightlyPrice: 13000,
    });
  });

  it('price: the listing step shows bounds as field errors, then completes', async () => {
    const step = inStep(<PriceStep />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Price and availability' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Currency/ })).toBeNull();
    const maximum = screen.getByRole('textbox', { name: /Maximum stay/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Minimum stay/ }), { target: { value: '10' } });
    fireEvent.change(maximum, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a discount' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Discount/ }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter 10 or more.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(screen.getByText('Enter 30 or less.')).toBeInTheDocument();
    expect(maximum).toHaveValue('5');
    expect(step.complete).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Price per night \(EUR\)/ }), {
      target: { value: '99' },
    });
    fireEvent.change(maximum, { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Discount/ }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)[0].priceAndAvailability).toMatchObject({
      currency: 'EUR',
      nightlyPrice: 9900,
      minimumStay: 10,
      maximumStay: 20,
      losDiscounts: [{ minNights: 7, percent: 15 }],
    });
  });

  const roomy = () =>
    unit({
      guests: 2,
      propertySize: 50,
      propertySizeMeasurementUnit: 'metric',
      rooms: [
        { type: 'bedroom', size: 12, beds: [{ type: 'double', count: 1 }] },
        { type: 'bath_room', size: 4, beds: [] },
      ],
    });
  const typeInto = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });

  it('rooms: the unit page adds a bedroom, asks for its bed, and saves rooms with their sizes kept', async () => {
    renderRoute(<RoomsForm unit={roomy()} />);
    expect(await screen.findByRole('heading', { name: 'Guests and rooms' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Maximum guests/)).toHaveValue('2');
    expect(screen.getByRole('group', { name: 'Bedroom 1' })).toBeInTheDocument();
    typeInto(screen.getByLabelText('Bedroom'), '2');
    const second = await screen.findByRole('group', { name: 'Bedroom 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one bed to this bedroom.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
    typeInto(within(second).getByLabelText('Single bed'), '2');
    typeInto(screen.getByLabelText('Living room'), '1');
    typeInto(within(screen.getByRole('group', { name: 'Living room 1' })).getByLabelText('Sofa bed'), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]).toEqual({
      guests: 2,
      rooms: [
        { type: 'bedroom', size: 12, beds: [{ type: 'double', count: 1 }] },
        { type: 'bedroom', size: null, beds: [{ type: 'single', count: 2 }] },
        { type: 'living_room', size: null, beds: [{ type: 'sofa_bed', count: 1 }] },
        { type: 'bath_room', size: 4, beds: [] },
      ],
    });
  });

  it('rooms: fewer bedrooms drop the last one; a count out of bounds is an error, not clamped', async () => {
    renderRoute(<RoomsForm unit={roomy()} />);
    const bedrooms = await screen.findByLabelText('Bedroom');
    typeInto(bedrooms, '25');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 20 or less.')).toBeInTheDocument();
    expect(bedrooms).toHaveValue('25');
    expect(patches(fetchMock)).toEqual([]);
    typeInto(bedrooms, '0');
    expect(screen.queryByRole('group', { name: 'Bedroom 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].rooms).toEqual([{ type: 'bath_room', size: 4, beds: [] }]);
  });

  it('guests and rooms: the listing step asks for guests and completes with rooms and size', async () => {
    const step = inStep(<GuestsRoomsStep />, {
      unit: unit({ propertySize: null, propertySizeMeasurementUnit: 'metric' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests and rooms' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Bedroom 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(step.complete).not.toHaveBeenCalled();
    typeInto(screen.getByLabelText(/Maximum number of guests/), '4');
    typeInto(screen.getByLabelText('Bedroom'), '1');
    typeInto(screen.getByLabelText('Bathroom'), '1');
    typeInto(screen.getByLabelText('Size'), '45.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)).toEqual([
      {
        guests: 4,
        rooms: [
          { type: 'bedroom', size: null, beds: [] },
          { type: 'bath_room', size: null, beds: [] },
        ],
        propertySize: 45.5,
        propertySizeMeasurementUnit: 'metric',
      },
    ]);
  });

  it('beds: the listing step needs a bed in every bedroom, keeps the other rooms, then completes', async () => {
    const step = inStep(<BedsStep />, {
      unit: unit({
        rooms: [
          { type: 'bedroom', size: null, beds: [] },
          { type: 'living_room', size: 20, beds: [] },
          { type: 'kitchen_room', size: null, beds: [] },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beds' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Maximum number of guests/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least one bed to this bedroom.')).toBeInTheDocument();
    typeInto(within(screen.getByRole('group', { name: 'Bedroom 1' })).getByLabelText('Double bed'), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    expect(patches(fetchMock)).toEqual([
      {
        rooms: [
          { type: 'bedroom', size: null, beds: [{ type: 'double', count: 1 }] },
          { type: 'living_room', size: 20, beds: [] },
          { type: 'kitchen_room', size: null, beds: [] },
        ],
      },
    ]);
  });

  it('beds: without a bedroom or living room the listing step links back to the rooms', async () => {
    inStep(<BedsStep />, { unit: unit({ rooms: [{ type: 'bath_room', size: null, beds: [] }] }) });
    expect(
      await screen.findByText('Add a bedroom or a living room first, then its beds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guests and rooms' })).toHaveAttribute(
      'href',
      expect.stringContaining('guests-and-rooms/info'),
    );
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });
});
