import { SQFT_PER_SQM } from '@host-portal/contracts/units';

export type MeasurementUnit = 'metric' | 'imperial';

/** 000 section 5: square feet are shown rounded to 0 decimals and stored back as square metres at 2. */
export const sqmToSqft = (sqm: number): number => Math.round(sqm * SQFT_PER_SQM);
export const sqftToSqm = (sqft: number): number => Math.round((sqft / SQFT_PER_SQM) * 100) / 100;
export const roundSqm = (sqm: number): number => Math.round(sqm * 100) / 100;

/** Shown in the host's unit: square feet rounded to 0 decimals (000 section 5). */
export function toDisplaySize(sqm: number | null, unit: MeasurementUnit): number | null {
  if (sqm === null) return null;
  return unit === 'imperial' ? sqmToSqft(sqm) : sqm;
}

/** Stored in square metres at 2 decimals. */
export function toStoredSize(value: number | null, unit: MeasurementUnit): number | null {
  if (value === null) return null;
  return unit === 'imperial' ? sqftToSqm(value) : roundSqm(value);
}
