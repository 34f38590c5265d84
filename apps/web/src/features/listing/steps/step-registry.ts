import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { StepName } from '../engine/steps.ts';

type StepPage = LazyExoticComponent<ComponentType>;

/**
 * The listing's own step pages; a step without a page here or in the slots shows "not available yet". Steps that edit the unit or the property are composed in
 * app/routes/listing-steps (they use the units and properties features) and reach the frame as slots.
 */
export const STEP_PAGES: Partial<Record<StepName, StepPage>> = {
  'start-unit': lazy(() => import('./start-unit-step.tsx')),
  'listing-verification': lazy(() => import('./listing-verification-step.tsx')),
  'listing-verification/status': lazy(() => import('./verification-status-step.tsx')),
  'commission-model': lazy(() => import('./commission-model-step.tsx')),
  'commercial-model': lazy(() => import('./commercial-model-step.tsx')),
};

export const NotAvailableStepPage: StepPage = lazy(() => import('../components/not-available-step.tsx'));
