import { SQFT_PER_SQM } from '@host-portal/contracts/units';

/** 000 section 5: square feet are shown rounded to 0 decimals and stored back as square metres at 2. */
export const sqmToSqft = (sqm: number): number => Math.round(sqm * SQFT_PER_SQM);
export const sqftToSqm = (sqft: number): number => Math.round((sqft / SQFT_PER_SQM) * 100) / 100;
export const roundSqm = (sqm: number): number => Math.round(sqm * 100) / 100;
