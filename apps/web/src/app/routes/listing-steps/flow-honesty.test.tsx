import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const { StepNav } = await import('../../../features/listing/components/step-nav.tsx');
const { default: StartUnitStep } = await import('../../../features/listing/steps/start-unit-step.tsx');
const { default: VerificationStatusStep } = await import(
  '../../../features/listing/steps/verification-status-step.tsx'
);
const { default: PublishStep } = await import('./publish-step.tsx');
const { default: TitleStep } = await import('./title-step.tsx');
const { default: BedsStep } = await import('./beds-step.tsx');

const P = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const U = '1c9f7a52-44c6-4f7e-9a43-8f6a7c2a0c22';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ctx = (propertyType: 'single' | 'multi', hasFirstFinishedUnit = false) => ({
  propertyType,
  onboardingFinished: false,
  hasFirstFinishedUnit,
  accountType: 'individual' as const,
  features: { commissionApplicable: false, subscriptionApplicable: false, isKYCApplicable: false },
  regionalRequirementsNeeded: false,
});
const unit = (extra: object = {}) => ({
  id: U,
  propertyId: P,
  propertyType: 'single',
  title: 'Sea loft',
  description: 'A loft by the sea with a long balcony and morning sun over the bay.',
  state: 'IN_PROGRESS',
  availableActions: [],
  rooms: [],
  priceAndAvailability: null,
  accommodationType: null,
  guests: null,
  bookingType: null,
  ...extra,
});
const property = (extra: object = {}) => ({ id: P, propertyType: 'single', title: null, ...extra });

function inStep(
  page: ReactElement,
  over: { variant?: ReturnType<typeof chooseVariant>; [k: string]: unknown },
) {
  const variant = over.variant ?? chooseVariant(ctx('single'));
  return renderInStep(page, { propertyId: P, unitId: U }, variant, {
    property: property(),
    unit: unit(),
    ...over,
  });
}

describe('the listing flow says what is true', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('never ticks a placeholder step as done', () => {
    // a step the nav is told has no page (every step has one today) is never ticked as done
    const steps = chooseVariant(ctx('single')).steps.filter((s) =>
      ['commercial-model/plan-services', 'booking-preference'].includes(s.name),
    );
    renderRoute(
      <StepNav
        steps={steps}
        completed={['commercial-model/plan-services', 'booking-preference']}
        current="booking-preference"
        linkTo={(n) => `/${n}`}
        hasPage={(n) => n !== 'commercial-model/plan-services'}
      />,
    );
    expect(screen.getByRole('link', { name: /^Plan services ?\(not available yet\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Booking preference ?\(done\)$/ })).toBeInTheDocument();
  });

  it('does not call a later unit the first one', async () => {
    inStep(<StartUnitStep />, { variant: chooseVariant(ctx('multi', true)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Now the next unit' })).toBeInTheDocument();
  });

  it('calls the first unit the first one', async () => {
    inStep(<StartUnitStep />, { variant: chooseVariant(ctx('multi')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Now the first unit' })).toBeInTheDocument();
  });

  it('shows "not listed" in grey, not a green "Validated"', async () => {
    fetchMock.mockResolvedValue(json({ status: 'validated', isListed: false, listingUrl: null }));
    inStep(<VerificationStatusStep />, {});
    expect(await screen.findByText('Nothing to verify')).toBeInTheDocument();
    expect(screen.queryByText('Validated')).not.toBeInTheDocument();
  });

  it('hides Publish for a unit under review and says it is under review', async () => {
    inStep(<PublishStep />, { unit: unit({ state: 'UNDER_REVIEW' }) });
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('names a single-unit property after its unit', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      json(init?.method === 'PATCH' && String(input).includes('/properties/') ? { id: P } : unit()),
    );
    const step = inStep(<TitleStep />, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.complete).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PATCH' && String(url).endsWith(`/properties/${P}`),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'Sea loft' });
  });

  it('shows the bound of a bed count instead of clamping it', async () => {
    const step = inStep(<BedsStep />, {
      unit: unit({ rooms: [{ type: 'bedroom', size: null, beds: [] }] }),
      configuration: { propertyUnit: { room: { bedTypes: ['double'] } } },
    });
    const double = await screen.findByLabelText('Double bed');
    fireEvent.change(double, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter 20 or less.')).toBeInTheDocument();
    expect(double).toHaveValue('50');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(step.complete).not.toHaveBeenCalled();
  });
});
