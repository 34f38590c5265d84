import type {
  PropertiesConfiguration,
  regionalRequirementsConfigurationSchema,
} from '@host-portal/contracts/listing';
import type { Property } from '@host-portal/contracts/properties';
import type { Unit } from '@host-portal/contracts/units';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, createContext, useContext } from 'react';
import type { z } from 'zod';
import type { FlowStep, StepName } from '../engine/steps.ts';
import type { FlowVariant } from '../engine/variants.ts';

type RegionalRequirementsConfiguration = z.infer<typeof regionalRequirementsConfigurationSchema>;

/** What the frame hands every step page. */
export interface ListingStepContextValue {
  propertyId: string;
  unitId: string;
  property: Property;
  unit: Unit;
  configuration: PropertiesConfiguration;
  variant: FlowVariant;
  step: FlowStep;
  /** Visible steps in order. */
  steps: readonly FlowStep[];
  completed: readonly string[];
  /** Link to a step of this flow. */
  linkTo: (name: StepName) => string;
  /** The previous visible step's link, or null on the first step. */
  backTo: string | null;
  /** Records the step in the listing progress, then opens the next visible step. */
  complete: () => Promise<void>;
  completing: boolean;
}

export const ListingStepContext = createContext<ListingStepContextValue | null>(null);

export function useListingStep(): ListingStepContextValue {
  const value = useContext(ListingStepContext);
  if (!value) throw new Error('useListingStep outside the listing flow');
  return value;
}

/** Step pages composed in app/ (e.g. photos from the photos feature) override the built-in ones. */
export type StepSlots = Partial<Record<StepName, ComponentType>>;

/**
 * What the flow reads to pick its steps. The units and properties features own these resources
 * (one query cache entry each); the app passes their hooks in, so the listing imports neither.
 */
export interface ListingSources {
  useProperty: (propertyId: string) => UseQueryResult<Property>;
  useUnit: (unitId: string) => UseQueryResult<Unit>;
  usePropertiesConfiguration: () => UseQueryResult<PropertiesConfiguration>;
  /** The unit's regional rules for the property's country; the previous answer while the next loads. */
  useRegionalConfiguration: (
    unitId: string,
    countryCode: string | null,
  ) => UseQueryResult<RegionalRequirementsConfiguration>;
}
