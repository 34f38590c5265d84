import { UnitNotFound } from './unit-layout.tsx';

/** An unknown page under a unit. */
export default UnitNotFound;
