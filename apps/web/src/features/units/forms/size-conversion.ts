import { SQFT_PER_SQM } from '@host-portal/contracts/units';

export type MeasurementUnit = 'metric' | 'imperial';

/** Shown in the host's unit: square feet rounded to 0 decimals (000 section 5). */
export function toDisplaySize(sqm: number | null, unit: MeasurementUnit): number | null {
  if (sqm === null) return null;
  return unit === 'imperial' ? Math.round(sqm * SQFT_PER_SQM) : sqm;
}

/** Stored in square metres at 2 decimals. */
export function toStoredSize(value: number | null, unit: MeasurementUnit): number | null {
  if (value === null) return null;
  return unit === 'imperial' ? Math.round((value / SQFT_PER_SQM) * 100) / 100 : Math.round(value * 100) / 100;
}
