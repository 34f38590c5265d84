/**
 * Format checks for VAT ids and tax identification numbers (issue 11, DAC7). Formats only: whether
 * a number was issued is for the tax office (VIES) to say, not for a form.
 */

/** The EU member states (ISO 3166-1, Greece as GR; its VAT prefix is EL). */
// biome-ignore format: a table reads better in rows
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/**
 * VAT ids per prefix after the prefix (the European Commission's VIES formats; XI is Northern
 * Ireland). CHE, GB and NO are the neighbours hosts meet most; other prefixes pass a loose check.
 */
// biome-ignore format: a table reads better in rows
export const VAT_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { pattern: /^\d{9}$/, example: 'EE123456789' },
  EL: { pattern: /^\d{9}$/, example: 'EL123456789' },
  ES: { pattern: /^(?=.*[A-Z])[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { pattern: /^\d{2,10}$/, example: 'RO1234567890' },
  SE: { pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { pattern: /^\d{10}$/, example: 'SK1234567890' },
  XI: { pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'XI123456789' },
  GB: { pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'GB123456789' },
  CH: { pattern: /^E\d{9}(MWST|TVA|IVA)?$/, example: 'CHE123456789MWST' },
  NO: { pattern: /^\d{9}(MVA)?$/, example: 'NO123456789MVA' },
};

const compact = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

/** Why a VAT id is refused ('prefix': no country prefix; 'format': not its country's form). */
export function vatIdProblem(value: string): 'prefix' | 'format' | undefined {
  let vat = compact(value);
  if (vat.startsWith('GR')) vat = `EL${vat.slice(2)}`;
  if (!/^[A-Z]{2}/.test(vat)) return 'prefix';
  const format = VAT_FORMATS[vat.slice(0, 2)];
  if (format) return format.pattern.test(vat.slice(2)) ? undefined : 'format';
  return /^[A-Z]{2}[A-Z0-9]{4,14}$/.test(vat) ? undefined : 'format';
}

/** The example VAT id for a country (by ISO code), when its format is known. */
export const vatExample = (country: string) =>
  VAT_FORMATS[country === 'GR' ? 'EL' : country]?.example ?? null;

/**
 * Tax identification numbers of the countries hosts list in most, for individuals and companies
 * (the Commission's TIN structures), without separators. Other countries pass a loose check.
 */
// biome-ignore format: a table reads better in rows
export const TAX_ID_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^\d{9}$/,
  BE: /^\d{10,11}$/,
  CH: /^(756\d{10}|E\d{9})$/,
  DE: /^\d{10,13}$/,
  DK: /^\d{8,10}$/,
  ES: /^([0-9XYZKLM]\d{7}[A-Z]|[A-HJNP-SUVW]\d{7}[0-9A-J])$/,
  FR: /^(\d{13}|\d{9}|\d{14})$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  // codice fiscale (digits may be letters in homocode cases) or partita IVA
  IT: /^([A-Z]{6}[0-9L-V]{2}[A-Z][0-9L-V]{2}[A-Z][0-9L-V]{3}[A-Z]|\d{11})$/,
  NL: /^\d{9}$/,
  PL: /^(\d{10}|\d{11})$/,
  PT: /^\d{9}$/,
  SE: /^(\d{10}|\d{12})$/,
};

/** Whether a tax id does not fit its country's form ('format'), or undefined when it does. */
export function taxIdProblem(country: string, value: string): 'format' | undefined {
  const id = compact(value);
  const format = TAX_ID_FORMATS[country] ?? /^[A-Z0-9]{4,20}$/;
  return format.test(id) ? undefined : 'format';
}
