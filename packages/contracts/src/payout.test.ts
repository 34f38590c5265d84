import { describe, expect, it } from 'vitest';
import {
  BIC_PATTERN,
  bankAccountFieldsSchema,
  groupIban,
  IBAN_LENGTHS,
  ibanProblem,
  maskIban,
} from './payout.ts';

describe('IBAN (ISO 13616)', () => {
  it('accepts valid IBANs of several countries, typed with spaces and in lower case', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'GB82 WEST 1234 5698 7654 32',
      'nl91abna0417164300',
      'CH93 0076 2011 6238 5295 7',
      'FR14 2004 1010 0505 0001 3M02 606',
      'NO93 8601 1117 947',
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    ])
      expect(ibanProblem(iban), iban).toBeUndefined();
  });

  it('refuses a wrong check digit, a wrong length for the country, an unknown country, no IBAN', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe('checksum');
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
    expect(ibanProblem('DE893704004405320130000')).toBe('length');
    expect(ibanProblem('NO938601111794')).toBe('length');
    expect(ibanProblem('US12345678901234567890')).toBe('country');
    expect(ibanProblem('1234')).toBe('format');
  });

  it('names each country’s length once', () => {
    expect(IBAN_LENGTHS.DE).toBe(22);
    expect(IBAN_LENGTHS.NO).toBe(15);
    expect(IBAN_LENGTHS.LC).toBe(32);
  });

  it('groups in fours and hides all but the last four characters', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskIban('DE89370400440532013000')).toBe('•••• •••• •••• •••• ••30 00');
  });
});

describe('bank account fields', () => {
  it('normalise IBAN and BIC and check BIC and currency', () => {
    const parsed = bankAccountFieldsSchema.parse({
      holderName: 'Hanna Tester',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeff xxx',
      currency: 'EUR',
    });
    expect(parsed).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(BIC_PATTERN.test('COBADEFF')).toBe(true);
    expect(BIC_PATTERN.test('COBADEF')).toBe(false);
    const bad = bankAccountFieldsSchema.safeParse({
      holderName: 'H T',
      iban: 'DE89370400440532013000',
      bic: 'X',
      currency: 'ABC',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['bic', 'currency']);
  });
});
