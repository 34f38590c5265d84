import type { Property } from '@host-portal/contracts/properties';
import type { UserInfo } from '@host-portal/contracts/user';
import {
  type FlowContext,
  type FlowStep,
  MULTI_UNIT_FLOW,
  SINGLE_UNIT_FLOW,
  type StepGroup,
} from './steps.ts';

export type FlowKind = 'single-unit' | 'multi-unit';
export type VariantKind = 'single-unit' | 'first-multi-unit' | 'multi-unit';

export interface FlowVariant {
  /** e.g. `single-unit`, `first-multi-unit-onboarding` */
  id: `${VariantKind}${'' | '-onboarding'}`;
  kind: VariantKind;
  /** The URL flow the variant lives under. */
  flow: FlowKind;
  onboarding: boolean;
  /** Every step of the variant in order, before visibility rules. */
  steps: readonly FlowStep[];
}

/** Steps that describe the property, done once with its first unit. */
const PROPERTY_LEVEL_GROUP: StepGroup = 'property-basic-info';

/** 000 section 2: chosen by property type, onboarding status and a first finished unit. */
export function chooseVariant(ctx: FlowContext): FlowVariant {
  const onboarding = !ctx.onboardingFinished;
  const suffix = onboarding ? '-onboarding' : '';
  if (ctx.propertyType === 'single') {
    return {
      id: `single-unit${suffix}`,
      kind: 'single-unit',
      flow: 'single-unit',
      onboarding,
      steps: SINGLE_UNIT_FLOW,
    };
  }
  if (!ctx.hasFirstFinishedUnit) {
    return {
      id: `first-multi-unit${suffix}`,
      kind: 'first-multi-unit',
      flow: 'multi-unit',
      onboarding,
      steps: MULTI_UNIT_FLOW,
    };
  }
  return {
    id: `multi-unit${suffix}`,
    kind: 'multi-unit',
    flow: 'multi-unit',
    onboarding,
    steps: MULTI_UNIT_FLOW.filter((s) => s.group !== PROPERTY_LEVEL_GROUP),
  };
}

/** The context from the API's answers; regional requirements default to needed until known. */
export function flowContext(
  property: Pick<Property, 'propertyType' | 'firstFinishedUnitId'>,
  user: Pick<UserInfo, 'onboardingStatus' | 'type' | 'appFeatures'> | null,
  options: { unitId?: string; regionalRequirementsNeeded?: boolean } = {},
): FlowContext {
  // The unit being listed may itself be the first finished one: it keeps the long flow.
  const firstFinished = property.firstFinishedUnitId;
  return {
    propertyType: property.propertyType,
    onboardingFinished: (user?.onboardingStatus ?? 'finished') === 'finished',
    hasFirstFinishedUnit: firstFinished !== null && firstFinished !== options.unitId,
    accountType: user?.type ?? 'individual',
    features: {
      commissionApplicable: user?.appFeatures.commissionApplicable ?? false,
      subscriptionApplicable: user?.appFeatures.subscriptionApplicable ?? false,
      isKYCApplicable: user?.appFeatures.isKYCApplicable ?? false,
    },
    regionalRequirementsNeeded: options.regionalRequirementsNeeded ?? true,
  };
}
