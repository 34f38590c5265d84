// @vitest-environment node

import {
  MULTI_UNIT_LISTING_STEPS as MULTI_UNIT_STEPS,
  SINGLE_UNIT_LISTING_STEPS as SINGLE_UNIT_STEPS,
} from '@host-portal/contracts/listing';
import { describe, expect, it } from 'vitest';
import { visibleSteps } from './progress.ts';
import {
  type FlowContext,
  MULTI_UNIT_FLOW,
  SINGLE_UNIT_FLOW,
  STEP_DEFINITIONS,
  type StepName,
} from './steps.ts';
import { chooseVariant, flowContext } from './variants.ts';

const ctx = (over: Partial<FlowContext> = {}): FlowContext => ({
  propertyType: 'single',
  onboardingFinished: true,
  hasFirstFinishedUnit: false,
  accountType: 'individual',
  features: { commissionApplicable: true, subscriptionApplicable: true, isKYCApplicable: true },
  regionalRequirementsNeeded: true,
  ...over,
});
const names = (c: FlowContext) => visibleSteps(chooseVariant(c), c).map((s) => s.name);

const SINGLE_VISIBLE: StepName[] = [
  'property',
  'location',
  'location/address',
  'location/map',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
  'photos',
  'amenities',
  'title',
  'price-and-availability',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'listing-verification',
  'listing-verification/status',
  'calendar-availability',
  'booking-preference',
  'regional-requirements',
  'subscription/plan',
  'subscription/boost',
  'publish',
];

describe('step definitions', () => {
  it('walks exactly the steps the route constants register, in their order', () => {
    // the route file is the one list of step paths; the engine adds groups and rules to it
    expect(SINGLE_UNIT_FLOW.map((s) => s.name)).toEqual([...SINGLE_UNIT_STEPS]);
    expect(MULTI_UNIT_FLOW.map((s) => s.name)).toEqual([...MULTI_UNIT_STEPS]);
  });

  it('weighs publish 0, the heavy steps 3 and every other step 1 to 3', () => {
    expect(STEP_DEFINITIONS.publish.weight).toBe(0);
    for (const heavy of [
      'title',
      'price-and-availability',
      'verification/info',
      'verification/owner',
    ] as const) {
      expect(STEP_DEFINITIONS[heavy].weight, heavy).toBe(3);
    }
    for (const [name, def] of Object.entries(STEP_DEFINITIONS)) {
      if (name !== 'publish') expect(def.weight, name).toBeGreaterThanOrEqual(1);
      expect(def.weight, name).toBeLessThanOrEqual(3);
    }
  });

  it('lets exactly location/address and guests-and-rooms/beds be reached ahead', () => {
    const ahead = Object.entries(STEP_DEFINITIONS).filter(([, d]) => d.reachableAhead);
    expect(ahead.map(([n]) => n).sort()).toEqual(['guests-and-rooms/beds', 'location/address']);
  });

  it('marks the onboarding-only steps and the steps without a form', () => {
    const onboardingOnly = Object.entries(STEP_DEFINITIONS)
      .filter(([, d]) => d.onboardingOnly)
      .map(([n]) => n);
    expect(onboardingOnly).toHaveLength(14);
    for (const n of onboardingOnly) {
      expect(n).toMatch(
        /^(commission-model|verification|personal-details|payout|commercial-model|subscription|identity-and-payout-details)/,
      );
    }
    const noForm = Object.entries(STEP_DEFINITIONS)
      .filter(([, d]) => !d.hasForm)
      .map(([n]) => n);
    expect(noForm).toEqual(['start-unit', 'publish']);
  });

  it('holds both lists of the specification in order', () => {
    expect(SINGLE_UNIT_FLOW).toHaveLength(34);
    expect(MULTI_UNIT_FLOW).toHaveLength(27);
    expect(SINGLE_UNIT_FLOW.at(-1)?.name).toBe('publish');
    expect(MULTI_UNIT_FLOW.at(-1)?.name).toBe('publish');
    expect(new Set(SINGLE_UNIT_FLOW.map((s) => s.group))).toEqual(
      new Set(['property-basic-info', 'property-detail', 'pricing-and-availability', 'final-info']),
    );
    expect([...new Set(MULTI_UNIT_FLOW.map((s) => s.group))]).toEqual([
      'property-basic-info',
      'unit-basic-info',
      'unit-details',
      'pricing-and-availability',
      'final-info',
    ]);
  });
});

describe('flow variants', () => {
  it('chooses by property type, onboarding and a first finished unit', () => {
    expect(chooseVariant(ctx()).id).toBe('single-unit');
    expect(chooseVariant(ctx({ onboardingFinished: false })).id).toBe('single-unit-onboarding');
    expect(chooseVariant(ctx({ propertyType: 'multi' })).id).toBe('first-multi-unit');
    expect(chooseVariant(ctx({ propertyType: 'multi', onboardingFinished: false })).id).toBe(
      'first-multi-unit-onboarding',
    );
    expect(chooseVariant(ctx({ propertyType: 'multi', hasFirstFinishedUnit: true })).id).toBe('multi-unit');
    expect(
      chooseVariant(ctx({ propertyType: 'multi', hasFirstFinishedUnit: true, onboardingFinished: false })).id,
    ).toBe('multi-unit-onboarding');
    // A single-unit property never takes the shorter flow.
    expect(chooseVariant(ctx({ hasFirstFinishedUnit: true })).flow).toBe('single-unit');
  });

  it('shows a finished host the single-unit steps without onboarding pages', () => {
    expect(names(ctx())).toEqual(SINGLE_VISIBLE);
  });

  it('shows the onboarding pages while onboarding, by feature flags and account type', () => {
    const onboardingOnly = (c: Parameters<typeof ctx>[0]) =>
      names(ctx({ onboardingFinished: false, ...c })).filter((n) => STEP_DEFINITIONS[n].onboardingOnly);
    const hybrid = { commissionApplicable: true, subscriptionApplicable: true, isKYCApplicable: true };
    // a company listing a single unit: owner pages, the separate identity and payout pages
    expect(onboardingOnly({ accountType: 'company', features: hybrid })).toEqual([
      'commission-model',
      'verification/info',
      'verification/owner',
      'verification/upload',
      'commercial-model',
      'commercial-model/plan',
      'commercial-model/plan-services',
      'payout/info',
      'payout/upload',
      'personal-details/info',
      'personal-details/owner',
    ]);
    // an individual listing a single unit: the combined identity-and-payout pages, no owner pages
    const commission = { commissionApplicable: true, subscriptionApplicable: false, isKYCApplicable: true };
    expect(onboardingOnly({ accountType: 'individual', features: commission })).toEqual([
      'commission-model',
      'verification/info',
      'commercial-model',
      'identity-and-payout-details/upload',
      'identity-and-payout-details/payout',
      'identity-and-payout-details/payout-document',
      'personal-details/info',
    ]);
    // an individual's first unit of a multi-unit property: the separate pages of that flow
    expect(
      onboardingOnly({ propertyType: 'multi', accountType: 'individual', features: commission }),
    ).toEqual([
      'commission-model',
      'verification/info',
      'verification/upload',
      'personal-details/info',
      'payout/info',
      'payout/upload',
    ]);
    // subscription only: no commission, verification or payout; the plan pages
    const subscription = {
      commissionApplicable: false,
      subscriptionApplicable: true,
      isKYCApplicable: false,
    };
    expect(onboardingOnly({ accountType: 'company', features: subscription })).toEqual([
      'commercial-model',
      'commercial-model/plan',
      'commercial-model/plan-services',
      'personal-details/info',
      'personal-details/owner',
    ]);
  });

  it('gives the first unit of a multi-unit property the property steps and later units not', () => {
    const first = names(ctx({ propertyType: 'multi' }));
    expect(first.slice(0, 6)).toEqual([
      'property',
      'location',
      'location/address',
      'location/map',
      'property-title',
      'start-unit',
    ]);
    expect(first).not.toContain('listing-verification');
    const later = names(ctx({ propertyType: 'multi', hasFirstFinishedUnit: true }));
    expect(later[0]).toBe('start-unit');
    expect(later).not.toContain('property');
    expect(later).not.toContain('property-title');
    expect(later.at(-1)).toBe('publish');
  });

  it('hides regional requirements when the country needs none', () => {
    expect(names(ctx({ regionalRequirementsNeeded: false }))).not.toContain('regional-requirements');
  });

  it('builds the context from the API answers', () => {
    const user = {
      onboardingStatus: 'in_progress' as const,
      type: 'company' as const,
      appFeatures: {
        bookingsAvailable: true,
        commissionApplicable: true,
        inquiriesAvailable: true,
        subscriptionApplicable: false,
        isSubscriptionCheckoutAvailable: false,
        isB2B: false,
        isKYCApplicable: true,
        earningsAvailable: true,
      },
    };
    const c = flowContext({ propertyType: 'multi', firstFinishedUnitId: 'u1' }, user, { unitId: 'u2' });
    expect(c).toMatchObject({
      onboardingFinished: false,
      hasFirstFinishedUnit: true,
      accountType: 'company',
    });
    expect(
      flowContext({ propertyType: 'multi', firstFinishedUnitId: 'u1' }, user, { unitId: 'u1' })
        .hasFirstFinishedUnit,
    ).toBe(false);
    expect(flowContext({ propertyType: 'single', firstFinishedUnitId: null }, null).onboardingFinished).toBe(
      true,
    );
  });
});
