import { lazy } from 'react';
import { ListingFlow } from '../../features/listing/components/listing-flow.tsx';
import type { ListingSources, StepSlots } from '../../features/listing/components/step-context.tsx';
import { useProperty } from '../../features/properties/api/get-property.ts';
import { usePropertiesConfiguration } from '../../features/units/api/get-properties-configuration.ts';
import { useRegionalConfigurationForCountry } from '../../features/units/api/get-regional-requirements.ts';
import { useUnit } from '../../features/units/api/get-unit.ts';
import { ListingPhotosStep } from './listing-photos-step.tsx';

/** The flow reads the unit and the property from their owners (units, properties): one cache each. */
const sources: ListingSources = {
  useProperty,
  useUnit,
  usePropertiesConfiguration,
  useRegionalConfiguration: useRegionalConfigurationForCountry,
};

/**
 * Steps that edit the unit or the property: the listing frame around the owners' data and forms,
 * loaded on demand like the listing's own steps.
 */
const slots: StepSlots = {
  property: lazy(() => import('./listing-steps/property-step.tsx')),
  location: lazy(() => import('./listing-steps/location-step.tsx')),
  'location/address': lazy(() => import('./listing-steps/address-step.tsx')),
  'location/map': lazy(() => import('./listing-steps/map-step.tsx')),
  'property-title': lazy(() => import('./listing-steps/property-title-step.tsx')),
  'unit-type': lazy(() => import('./listing-steps/unit-type-step.tsx')),
  'guests-and-rooms/info': lazy(() => import('./listing-steps/guests-rooms-step.tsx')),
  'guests-and-rooms/beds': lazy(() => import('./listing-steps/beds-step.tsx')),
  photos: ListingPhotosStep,
  amenities: lazy(() => import('./listing-steps/amenities-step.tsx')),
  title: lazy(() => import('./listing-steps/title-step.tsx')),
  'price-and-availability': lazy(() => import('./listing-steps/price-step.tsx')),
  'price-and-availability/promotions': lazy(() => import('./listing-steps/promotions-step.tsx')),
  'price-and-availability/seasons': lazy(() => import('./listing-steps/seasons-step.tsx')),
  'calendar-availability': lazy(() => import('./listing-steps/calendar-availability-step.tsx')),
  'booking-preference': lazy(() => import('./listing-steps/booking-preference-step.tsx')),
  'regional-requirements': lazy(() => import('./listing-steps/regional-requirements-step.tsx')),
  publish: lazy(() => import('./listing-steps/publish-step.tsx')),
  ...onboardingSlots(),
};

/** The onboarding-only steps made of the account, verification and payout features (issue 11). */
function onboardingSlots(): StepSlots {
  const kyc = lazy(() => import('./listing-steps/onboarding-kyc-step.tsx'));
  const payout = lazy(() => import('./listing-steps/onboarding-payout-step.tsx'));
  const personal = lazy(() => import('./listing-steps/onboarding-personal-details-step.tsx'));
  const plan = lazy(() => import('./listing-steps/subscription-plan-step.tsx'));
  const boost = lazy(() => import('./listing-steps/subscription-boost-step.tsx'));
  const services = lazy(() => import('./listing-steps/subscription-services-step.tsx'));
  return {
    'verification/info': kyc,
    'verification/owner': kyc,
    'verification/upload': kyc,
    'identity-and-payout-details/upload': kyc,
    'identity-and-payout-details/payout': payout,
    'identity-and-payout-details/payout-document': kyc,
    'payout/info': payout,
    'payout/upload': kyc,
    'personal-details/info': personal,
    'personal-details/owner': personal,
    'commercial-model/plan': plan,
    'commercial-model/plan-services': services,
    'subscription/plan': plan,
    'subscription/boost': boost,
  };
}

/** /listing/{single-unit|multi-unit}/:propertyId/:unitId/*: the flow, with steps composed from other features. */
export default function ListingFlowRoute() {
  return <ListingFlow slots={slots} sources={sources} />;
}
