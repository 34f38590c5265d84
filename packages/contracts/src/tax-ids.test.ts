import { describe, expect, it } from 'vitest';
import { normaliseVatId, saveIndividualDetailsSchema } from './billing-details.ts';
import { EU_COUNTRIES, taxIdProblem, VAT_FORMATS, vatExample, vatIdProblem } from './tax-ids.ts';

describe('VAT ids by country prefix', () => {
  it('accepts every example and refuses the bare prefix, for each EU prefix', () => {
    for (const country of EU_COUNTRIES) {
      const example = vatExample(country);
      expect(example, country).not.toBeNull();
      expect(vatIdProblem(example!), example!).toBeUndefined();
      expect(vatIdProblem(example!.slice(0, 3)), `${country} short`).toBe('format');
    }
    expect(Object.keys(VAT_FORMATS)).toContain('EL');
  });

  it('reads ids as people type them: spaces, dots, dashes, lower case, GR for Greece', () => {
    expect(vatIdProblem('de 123.456-789')).toBeUndefined();
    expect(vatIdProblem('GR123456789')).toBeUndefined();
    expect(normaliseVatId('gr 123 456 789')).toBe('EL123456789');
    expect(vatIdProblem('CHE-123.456.789 MWST')).toBeUndefined();
  });

  it('refuses ids without a country prefix and the wrong form for the prefix', () => {
    expect(vatIdProblem('123456789')).toBe('prefix');
    expect(vatIdProblem('ATU1234567')).toBe('format');
    expect(vatIdProblem('NL123456789X01')).toBe('format');
    expect(vatIdProblem('FR I2123456789')).toBe('format');
  });
});

describe('tax identification numbers per country', () => {
  it('checks the known countries and lets others pass a loose check', () => {
    expect(taxIdProblem('DE', '12 345 678 901')).toBeUndefined();
    expect(taxIdProblem('DE', '1234')).toBe('format');
    expect(taxIdProblem('IT', 'RSSMRA85T10A562S')).toBeUndefined();
    expect(taxIdProblem('ES', '12345678Z')).toBeUndefined();
    expect(taxIdProblem('ES', 'X1234567L')).toBeUndefined();
    expect(taxIdProblem('HR', '1234567890')).toBe('format');
    expect(taxIdProblem('US', '123-45-6789')).toBeUndefined();
    expect(taxIdProblem('US', '1')).toBe('format');
  });
});

describe('the billing contract (001 section 5)', () => {
  const base = {
    firstName: 'Ana',
    lastName: 'L',
    email: 'ana@example.test',
    address: { country: 'de', city: 'Berlin', street: 'A', houseNumberOrName: '1', state: 'Bavaria' },
    sameAddress: true,
    taxIdentifications: [{ id: '12345678901', countryIsoCode: 'de' }],
    countryWithoutTaxId: false,
    userWithoutVatId: true,
  };
  it('cuts the state to 3 characters, upper-cases countries and makes a digitless phone empty', () => {
    const out = saveIndividualDetailsSchema.parse({ ...base, phoneNumber: '( )' });
    expect(out.address).toMatchObject({ country: 'DE', state: 'Bav', postalCode: null, province: null });
    expect(out.taxIdentifications).toEqual([{ id: '12345678901', countryIsoCode: 'DE' }]);
    expect(out.phoneNumber).toBeNull();
  });
});
