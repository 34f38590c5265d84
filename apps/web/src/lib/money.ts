/** Money is stored in minor units (000 / DESIGN rule 7); forms show major units. */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => minor / 100;
/** The currency a unit is priced in until the host's default currency is known to the flow. */
export const FALLBACK_CURRENCY = 'EUR';
