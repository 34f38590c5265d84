import type { REGIONAL_FIELDS } from '@host-portal/contracts/listing';
import { ENGLISH, type LocalText } from '../../settings/request-locale.ts';

export type RegionalField = (typeof REGIONAL_FIELDS)[number];

export interface FieldRule {
  name: RegionalField;
  required: boolean;
  /** Shown to the host as the expected shape; the check itself is `valid` (some need a checksum). */
  pattern: RegExp;
  example: string;
  /** English fallback; the localised text is the `regional.<country>.<field>.label` key. */
  label: string;
  /** English fallback; the localised text is the `regional.<country>.<field>.help` key. */
  help: string;
  /**
   * Shown to guests on the public page, as the law asks of a registration number. A personal
   * number (the owner's OIB) stays between the host, staff and the authorities.
   */
  public: boolean;
  /** Extra check beyond the pattern (a check digit); returns the i18n key of the reason or null. */
  check?: (value: string) => string | null;
}

/** ISO 7064 MOD 11,10: the check digit of the Croatian OIB (11 digits). */
export function oibCheckDigitValid(oib: string): boolean {
  if (!/^\d{11}$/.test(oib)) return false;
  let a = 10;
  for (let i = 0; i < 10; i++) {
    a = (a + Number(oib[i])) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const control = (11 - a) % 10;
  return control === Number(oib[10]);
}

/**
 * What each country asks of a holiday let today (January 2026), kept as data so a country is one
 * entry. Values are compared after trimming and upper-casing; French numbers also lose spaces.
 *
 * - FR: numéro d'enregistrement (Code du tourisme L324-1-1): 13 characters, the commune's 5-digit
 *   INSEE code (2A/2B in Corsica) then 8 digits. Required nationwide from 2026 (loi Le Meur).
 * - ES: the national single registry (Registro Único, since July 2025) number ES + FCTU/FCNT + code,
 *   or a regional tourist licence (VT-123456-A, VFT/MA/12345, HUTB-012345, ETV/1234, VV-35-1-0001234).
 * - IT: CIN (codice identificativo nazionale, 2024): IT + 6-digit ISTAT municipality code + one letter
 *   (the kind of accommodation) + 9 letters/digits, 18 characters in all.
 * - PT: Alojamento Local registration, the RNAL number followed by /AL (12345/AL).
 * - HR: the categorisation decision (rješenje) class UP/I-335-02/YY-NN/NNNN and the owner's OIB.
 */
export const REGIONAL_RULES: Record<string, FieldRule[]> = {
  FR: [
    {
      name: 'registrationNumber',
      required: true,
      public: true,
      pattern: /^(\d{5}|2[AB]\d{3})\d{8}$/,
      example: '7510712345678',
      label: "Numéro d'enregistrement",
      help: '13 characters from your town hall: the 5-character INSEE code of the commune, then 8 digits.',
    },
  ],
  ES: [
    {
      name: 'registrationNumber',
      required: true,
      public: true,
      pattern:
        /^(ES(FCTU|FCNT)[0-9A-Z/-]{10,56}|(VT|VFT|VUT|HUT[A-Z]{0,2}|ETV|ETV60|ET|VV|AT|ATR|EV|CR|TV)[-/ ]?[0-9A-Z][0-9A-Z/ -]{0,24})$/,
      example: 'VT-123456-A',
      label: 'Registration number (Registro Único or regional licence)',
      help: 'The national Registro Único number (ESFCTU…) or your region’s tourist licence number, e.g. VT-123456-A.',
    },
  ],
  IT: [
    {
      name: 'registrationNumber',
      required: true,
      public: true,
      pattern: /^IT\d{6}[A-Z][0-9A-Z]{9}$/,
      example: 'IT015146C2DVBDCZ7Q',
      label: 'CIN (Codice Identificativo Nazionale)',
      help: '18 characters: IT, the 6-digit ISTAT code of the municipality, then 10 letters and digits.',
    },
  ],
  PT: [
    {
      name: 'registrationNumber',
      required: true,
      public: true,
      pattern: /^\d{1,7}\/AL$/,
      example: '12345/AL',
      label: 'Alojamento Local registration number',
      help: 'Your RNAL number followed by /AL, e.g. 12345/AL.',
    },
  ],
  HR: [
    {
      name: 'registrationNumber',
      required: true,
      public: true,
      pattern: /^UP\/I-?\d{3}-\d{2}\/\d{2}-\d{2}\/\d{1,6}$/,
      example: 'UP/I-335-02/23-01/0123',
      label: 'Categorisation decision (rješenje) number',
      help: 'The class number of the decision that categorised your accommodation, e.g. UP/I-335-02/23-01/0123.',
    },
    {
      name: 'nationalIdentificationCode',
      required: true,
      public: false,
      pattern: /^\d{11}$/,
      example: '69435151530',
      label: 'OIB (personal identification number)',
      help: 'The 11-digit OIB of the owner.',
      check: (v) => (oibCheckDigitValid(v) ? null : 'regional.reason.oibCheckDigit'),
    },
  ],
};

/** The i18n key of a field's label or help text in a country. */
export const regionalTextKey = (countryCode: string, field: RegionalField, text: 'label' | 'help') =>
  `regional.${countryCode}.${field}.${text}`;

export const rulesFor = (countryCode: string | null | undefined): FieldRule[] =>
  (countryCode && REGIONAL_RULES[countryCode]) || [];

export function normaliseRegional(countryCode: string | null | undefined, value: string): string {
  const v = value.trim().toUpperCase();
  return countryCode === 'FR' ? v.replace(/\s+/g, '') : v;
}

/** A field's label and help in the host's language (the English text when a key is missing). */
export function localisedRule(countryCode: string, rule: FieldRule, text: LocalText = ENGLISH) {
  const pick = (kind: 'label' | 'help', fallback: string) => {
    const key = regionalTextKey(countryCode, rule.name, kind);
    const found = text.t(key);
    return found === key ? fallback : found;
  };
  return { label: pick('label', rule.label), help: pick('help', rule.help) };
}

/**
 * A reason, in the host's language, when the value does not fit the country's rule; null when it
 * fits or nothing is asked.
 */
export function regionalReason(
  countryCode: string | null | undefined,
  rule: FieldRule | undefined,
  value: string,
  text: LocalText = ENGLISH,
): string | null {
  if (!rule || !countryCode) return null;
  if (!rule.pattern.test(value)) {
    const { label } = localisedRule(countryCode, rule, text);
    return text.t('regional.reason.format', { label, example: rule.example });
  }
  const reason = rule.check?.(value);
  return reason ? text.t(reason) : null;
}
