import { build } from '../../lib/route-paths.ts';
import type { StepName } from './engine/steps.ts';
import type { FlowKind } from './engine/variants.ts';

/** The URL of a step in its flow; step names are path segments already (`location/address`). */
export function flowStepPath(flow: FlowKind, propertyId: string, unitId: string, step?: StepName): string {
  const base =
    flow === 'single-unit'
      ? build.listingSingleUnit(propertyId, unitId)
      : build.listingMultiUnit(propertyId, unitId);
  return step ? `${base}/${step}` : base;
}
