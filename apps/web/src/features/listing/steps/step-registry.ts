import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { StepName } from '../engine/steps.ts';

type StepPage = LazyExoticComponent<ComponentType>;

/** The page of each step, loaded on demand. Steps without an entry show the "not available yet" step. */
export const STEP_PAGES: Partial<Record<StepName, StepPage>> = {
  property: lazy(() => import('./property-step.tsx')),
  location: lazy(() => import('./location-step.tsx')),
  'location/address': lazy(() => import('./address-step.tsx')),
  'location/map': lazy(() => import('./map-step.tsx')),
  'property-title': lazy(() => import('./property-title-step.tsx')),
  'start-unit': lazy(() => import('./start-unit-step.tsx')),
  'unit-type': lazy(() => import('./unit-type-step.tsx')),
  'guests-and-rooms/info': lazy(() => import('./guests-rooms-step.tsx')),
  'guests-and-rooms/beds': lazy(() => import('./beds-step.tsx')),
  amenities: lazy(() => import('./amenities-step.tsx')),
  title: lazy(() => import('./title-step.tsx')),
  'price-and-availability': lazy(() => import('./price-step.tsx')),
  'price-and-availability/promotions': lazy(() => import('./promotions-step.tsx')),
  'price-and-availability/seasons': lazy(() => import('./seasons-step.tsx')),
  'listing-verification': lazy(() => import('./listing-verification-step.tsx')),
  'listing-verification/status': lazy(() => import('./verification-status-step.tsx')),
  'calendar-availability': lazy(() => import('./calendar-availability-step.tsx')),
  'booking-preference': lazy(() => import('./booking-preference-step.tsx')),
  'regional-requirements': lazy(() => import('./regional-requirements-step.tsx')),
  publish: lazy(() => import('./publish-step.tsx')),
};

export const NotAvailableStepPage: StepPage = lazy(() => import('../components/not-available-step.tsx'));
