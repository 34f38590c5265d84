import type { Unit } from '@host-portal/contracts/units';
import { useOutletContext } from 'react-router';

export interface UnitOutletContext {
  unit: Unit;
  title: string;
}

/** The unit loaded by the unit layout, for the page rendered in its outlet. */
export const useUnitOutlet = () => useOutletContext<UnitOutletContext>();
