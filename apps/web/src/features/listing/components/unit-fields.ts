import { updateUnitSchema } from '@host-portal/contracts/units';

type Shape = typeof updateUnitSchema.shape;

/** One field of the contract's unit PATCH, required (the PATCH schema makes every field optional). */
export const unitField = <K extends keyof Shape>(name: K): ReturnType<Shape[K]['unwrap']> =>
  updateUnitSchema.shape[name].unwrap() as ReturnType<Shape[K]['unwrap']>;
