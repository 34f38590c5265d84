import {
  isListingStep,
  type ListingStep,
  MULTI_UNIT_LISTING_STEPS,
  SINGLE_UNIT_LISTING_STEPS,
} from '@host-portal/contracts/listing';
import type { AppFeatures, UserInfo } from '@host-portal/contracts/user';

/**
 * The listing flow as data (000 section 2). A step's page, weight and visibility live here; the frame
 * and the progress maths only read these tables, so a later step (onboarding pages) is one more row.
 */

export const STEP_GROUPS = [
  'property-basic-info',
  'property-detail',
  'unit-basic-info',
  'unit-details',
  'pricing-and-availability',
  'final-info',
] as const;
export type StepGroup = (typeof STEP_GROUPS)[number];

/** What a visibility rule may look at. */
export interface FlowContext {
  propertyType: 'single' | 'multi';
  onboardingFinished: boolean;
  hasFirstFinishedUnit: boolean;
  accountType: UserInfo['type'];
  features: Pick<AppFeatures, 'commissionApplicable' | 'subscriptionApplicable' | 'isKYCApplicable'>;
  /** false only when the unit's country has no regional requirements; unknown counts as needed. */
  regionalRequirementsNeeded: boolean;
}

export interface StepDefinition {
  /** 0 for publish, 1–3 otherwise (000 section 2). */
  weight: 0 | 1 | 2 | 3;
  hasForm: boolean;
  onboardingOnly: boolean;
  /** May be opened before the steps in front of it are done. */
  reachableAhead: boolean;
  /** Extra rule on top of onboardingOnly (feature flags, account type, configuration). */
  visible: (ctx: FlowContext) => boolean;
}

const always = () => true;
const step = (weight: StepDefinition['weight'], extra: Partial<StepDefinition> = {}): StepDefinition => ({
  weight,
  hasForm: true,
  onboardingOnly: false,
  reachableAhead: false,
  visible: always,
  ...extra,
});
const onboarding = (
  weight: StepDefinition['weight'],
  visible: StepDefinition['visible'] = always,
): StepDefinition => step(weight, { onboardingOnly: true, visible });

const kyc = (ctx: FlowContext) => ctx.features.isKYCApplicable;
const commission = (ctx: FlowContext) => ctx.features.commissionApplicable;
const subscription = (ctx: FlowContext) => ctx.features.subscriptionApplicable;
const company = (ctx: FlowContext) => ctx.accountType === 'company';
/**
 * The single-unit flow names identity and payout twice (verification/upload and payout/* as well as
 * identity-and-payout-details/*). An individual listing a single unit gets the combined pages, every
 * other host the separate ones, so nobody is asked for the same document twice (ADR 0034).
 */
const combined = (ctx: FlowContext) => ctx.propertyType === 'single' && ctx.accountType === 'individual';
const both =
  (...rules: ((ctx: FlowContext) => boolean)[]) =>
  (ctx: FlowContext) =>
    rules.every((rule) => rule(ctx));
const not = (rule: (ctx: FlowContext) => boolean) => (ctx: FlowContext) => !rule(ctx);

export const STEP_DEFINITIONS = {
  property: step(1),
  location: step(2),
  'location/address': step(2, { reachableAhead: true }),
  'location/map': step(1),
  'property-title': step(1),
  'start-unit': step(1, { hasForm: false }),
  'unit-type': step(1),
  'guests-and-rooms/info': step(2),
  'guests-and-rooms/beds': step(2, { reachableAhead: true }),
  photos: step(3),
  amenities: step(2),
  title: step(3),
  'price-and-availability': step(3),
  'price-and-availability/promotions': step(1),
  'price-and-availability/seasons': step(1),
  'listing-verification': step(2),
  'listing-verification/status': step(1),
  'calendar-availability': step(1),
  'commission-model': onboarding(1, commission),
  'verification/info': onboarding(3, kyc),
  'verification/owner': onboarding(3, both(kyc, company)),
  'verification/upload': onboarding(2, both(kyc, not(combined))),
  'commercial-model': onboarding(1),
  'commercial-model/plan': onboarding(1, subscription),
  'commercial-model/plan-services': onboarding(1, subscription),
  'booking-preference': step(1),
  'identity-and-payout-details/upload': onboarding(2, both(kyc, combined)),
  'identity-and-payout-details/payout': onboarding(2, both(commission, combined)),
  'identity-and-payout-details/payout-document': onboarding(1, both(kyc, combined)),
  'payout/info': onboarding(2, both(commission, not(combined))),
  'payout/upload': onboarding(1, both(kyc, not(combined))),
  'personal-details/info': onboarding(1),
  'personal-details/owner': onboarding(1, company),
  'regional-requirements': step(1, { visible: (ctx) => ctx.regionalRequirementsNeeded }),
  // not onboarding-only (000 section 2): the plan after onboarding (the onboarding chose it in
  // commercial-model/plan), boosts whenever a subscription applies
  'subscription/plan': step(1, { visible: both(subscription, (ctx) => ctx.onboardingFinished) }),
  'subscription/boost': step(1, { visible: subscription }),
  publish: step(0, { hasForm: false }),
} as const satisfies Record<ListingStep, StepDefinition>;

/** The names themselves live once, in the contracts (LISTING_STEPS). */
export type StepName = ListingStep;
export const isStepName = isListingStep;

export interface FlowStep extends StepDefinition {
  name: StepName;
  group: StepGroup;
}

/**
 * The order comes from the contracts (the one list); a flow's groups (the sidebar's headings) start at
 * the steps named here and run until the next group starts.
 */
const flatten = (order: readonly StepName[], groupStarts: Partial<Record<StepName, StepGroup>>) => {
  let group: StepGroup | undefined;
  return order.map((name): FlowStep => {
    group = groupStarts[name] ?? group;
    if (!group) throw new Error(`The first step ${name} starts no group`);
    return { ...STEP_DEFINITIONS[name], name, group };
  });
};

/** Single-unit list of 000 section 2, by group. */
export const SINGLE_UNIT_FLOW: readonly FlowStep[] = flatten(SINGLE_UNIT_LISTING_STEPS, {
  property: 'property-basic-info',
  photos: 'property-detail',
  'price-and-availability': 'pricing-and-availability',
  'commission-model': 'final-info',
});

/** Multi-unit list of 000 section 2; the spec names the groups, the split follows the step names. */
export const MULTI_UNIT_FLOW: readonly FlowStep[] = flatten(MULTI_UNIT_LISTING_STEPS, {
  property: 'property-basic-info',
  'start-unit': 'unit-basic-info',
  photos: 'unit-details',
  'price-and-availability': 'pricing-and-availability',
  'commission-model': 'final-info',
});
