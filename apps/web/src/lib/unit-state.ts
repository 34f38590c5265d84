import type { UNIT_STATES } from '@host-portal/contracts/units';

/** The unit states are listed once, in the contracts (UNIT_STATES). */
export type UnitState = (typeof UNIT_STATES)[number];

/** Translation key of each state's label (000 section 4). */
export const unitStateLabelKey = (state: UnitState) => `units.state.${state}` as const;
