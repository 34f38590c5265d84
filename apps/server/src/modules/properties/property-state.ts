import type { UNIT_STATES } from '@host-portal/contracts/properties';

type UnitState = (typeof UNIT_STATES)[number];

/**
 * A property shows the most advanced state of its units: one published unit makes the property
 * published; a property whose units are all in progress is in progress (000 section 3).
 */
const PRECEDENCE: UnitState[] = [
  'PUBLISHED',
  'APPROVED',
  'UNDER_REVIEW',
  'REJECTED_BY_STAFF',
  'UNPUBLISHED',
  'IN_PROGRESS',
  'DELETED',
];

export function propertyState(unitStates: UnitState[]): UnitState {
  const live = unitStates.filter((s) => s !== 'DELETED');
  if (live.length === 0) return 'IN_PROGRESS';
  return PRECEDENCE.find((s) => (live as UnitState[]).includes(s)) ?? 'IN_PROGRESS';
}

export function unitSummary(unitStates: UnitState[]) {
  const live = unitStates.filter((s) => s !== 'DELETED');
  return {
    total: live.length,
    published: live.filter((s) => s === 'PUBLISHED').length,
    inProgress: live.filter((s) => s === 'IN_PROGRESS').length,
  };
}
