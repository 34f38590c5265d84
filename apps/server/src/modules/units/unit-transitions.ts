import { type UNIT_ACTIONS, UNIT_STATES } from '@host-portal/contracts/units';
import { defineStateMachine } from '../../lib/state-machine.ts';

export type UnitState = (typeof UNIT_STATES)[number];
export type HostAction = (typeof UNIT_ACTIONS)[number];
export type UnitAction = HostAction | 'approve' | 'reject';

interface TransitionUnit {
  state: UnitState;
  approvedAt: Date | null;
  invalidFields: string[];
}

const LIVE: UnitState[] = [
  'IN_PROGRESS',
  'UNDER_REVIEW',
  'REJECTED_BY_STAFF',
  'PUBLISHED',
  'UNPUBLISHED',
  'APPROVED',
];

/**
 * Every state change a unit can take (000 section 4), in one table: the service refuses anything
 * not listed here and availableActions are derived from it. A unit that staff approved once comes
 * back from UNPUBLISHED without a second review; otherwise publishing asks staff to review.
 */
export const UNIT_MACHINE = defineStateMachine<UnitState, UnitAction, TransitionUnit, 'host' | 'staff'>(
  UNIT_STATES,
  {
    publish: {
      by: 'host',
      from: ['IN_PROGRESS', 'REJECTED_BY_STAFF', 'UNPUBLISHED'],
      to: (u) => (u.state === 'UNPUBLISHED' && u.approvedAt ? 'PUBLISHED' : 'UNDER_REVIEW'),
    },
    unpublish: { by: 'host', from: ['PUBLISHED', 'APPROVED'], to: 'UNPUBLISHED' },
    delete: { by: 'host', from: LIVE, to: 'DELETED' },
    approve: { by: 'staff', from: ['UNDER_REVIEW'], to: 'PUBLISHED' },
    reject: { by: 'staff', from: ['UNDER_REVIEW'], to: 'REJECTED_BY_STAFF' },
  },
);

export const TRANSITIONS = UNIT_MACHINE.table;

/** The state `action` leads to, or null when the table does not allow it from the unit's state. */
export const nextState = (action: UnitAction, unit: TransitionUnit) => UNIT_MACHINE.next(action, unit);

/** 000 section 5: a unit with registrationNumber among its invalid fields is not publishable. */
export const blocksPublishing = (invalidFields: string[]) => invalidFields.includes('registrationNumber');

export function availableActions(unit: TransitionUnit): HostAction[] {
  return (UNIT_MACHINE.actions(unit, 'host') as HostAction[]).filter(
    (a) => !(a === 'publish' && blocksPublishing(unit.invalidFields)),
  );
}

const FIRST = ['registrationNumber', 'nationalIdentificationCode'];

/** Invalid fields ordered registrationNumber first, then nationalIdentificationCode, then the rest. */
export function sortInvalidFields(fields: Iterable<string>): string[] {
  const rank = (f: string) => (FIRST.includes(f) ? FIRST.indexOf(f) : FIRST.length);
  return [...new Set(fields)].sort((a, b) => rank(a) - rank(b));
}
