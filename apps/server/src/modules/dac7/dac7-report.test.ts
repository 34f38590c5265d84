import { describe, expect, it } from 'vitest';
import { amount, cell, csv } from './csv.ts';
import type { Dac7StayRow } from './dac7.repository.ts';
import { dac7Rows, LISTING_HEADER } from './dac7-report.ts';

describe('CSV cells (RFC 4180, formula injection)', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(cell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(cell('Villa = sea view')).toBe('Villa = sea view');
    // figures are written as they are, even negative ones
    expect(cell(amount(-5))).toBe('-0.05');
    expect(cell(-3)).toBe('-3');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(cell(null)).toBe('');
  });

  it('writes amounts in cents as decimals with two places', () => {
    expect([0, 7, 1234, 123_456_789].map((c) => amount(c).figure)).toEqual([
      '0.00',
      '0.07',
      '12.34',
      '1234567.89',
    ]);
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const bytes = csv([['a', 1], ['ä']]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFa,1\r\nä\r\n');
  });
});

const stay = (over: Partial<Dac7StayRow>): Dac7StayRow => ({
  unitId: 'u1',
  title: 'Studio',
  accommodationType: 'studio',
  registrationNumber: 'REG-1',
  location: { countryCode: 'FR', city: 'Nice', street: 'Rue A', houseNumberOrName: '1', postalCode: '06000' },
  currency: 'EUR',
  quarter: 1,
  total: 10_000,
  nights: 2,
  ...over,
});

describe('DAC7 rows', () => {
  const rows = dac7Rows({
    year: 2024,
    today: '2025-01-10',
    seller: {
      type: 'company',
      details: {
        legalBusinessName: 'Stays SARL',
        accountEmail: 'a@example.test',
        phoneNumber: null,
        address: {
          country: 'fr',
          city: 'Nice',
          street: 'Rue B',
          houseNumberOrName: '2',
          postalCode: '06000',
          state: null,
          province: null,
        },
        sameAddress: true,
        principalAddress: null,
        taxIdentifications: [],
        taxId: null,
        countryWithoutTaxId: true,
        vatId: 'FR1',
        userWithoutVatId: false,
        updatedAt: null,
        euPermanentEstablishment: true,
        euMemberStates: ['FR', 'IT'],
        shareholders: [],
        signatories: [],
      },
    },
    feeModel: 'hybrid_7',
    stays: [
      stay({ total: 10_005 }),
      stay({ total: 20_007, quarter: 3, nights: 5 }),
      stay({ unitId: 'u2', title: 'Chalet', currency: 'CHF', quarter: 4, total: 30_000, nights: 7 }),
    ],
    charges: [{ quarter: 2, currency: 'EUR', amount: 4_900 }],
  });
  const col = (name: string) => LISTING_HEADER.indexOf(name);
  const row = (first: string, second?: string) =>
    rows.find((r) => r[0] === first && (second === undefined || r[1] === second))!;
  const show = (r: unknown[], name: string) => {
    const v = r[col(name)];
    return typeof v === 'object' && v !== null ? (v as { figure: string }).figure : v;
  };

  it('charges the fee model’s commission on each stay, rounded per stay', () => {
    // 7 % of 100.05 is 7.0035 → 7.00; of 200.07 is 14.0049 → 14.00
    expect(show(row('u1'), 'Q1 fees and commissions')).toBe('7.00');
    expect(show(row('u1'), 'Q3 fees and commissions')).toBe('14.00');
    expect(show(row('u1'), 'Year fees and commissions')).toBe('21.00');
    expect(show(row('u1'), 'Year consideration')).toBe('300.12');
    expect(show(row('u1'), 'Year rental days')).toBe(7);
    expect(show(row('u1'), 'Year activities')).toBe(2);
  });

  it('keeps each currency apart, subscription charges and totals included', () => {
    expect(show(row('u2'), 'Currency')).toBe('CHF');
    expect(show(row('u2'), 'Q4 fees and commissions')).toBe('21.00');
    const subscription = row('', 'Subscription charges (all listings)');
    expect(show(subscription, 'Q2 fees and commissions')).toBe('49.00');
    const totals = rows.filter((r) => r[1] === 'Total');
    expect(totals.map((r) => [show(r, 'Currency'), show(r, 'Year fees and commissions')])).toEqual([
      ['EUR', '70.00'],
      ['CHF', '21.00'],
    ]);
  });

  it('identifies an entity, its permanent establishments and its country without a tax id', () => {
    expect(row('Seller type')[1]).toBe('Entity');
    expect(row('Legal name')[1]).toBe('Stays SARL');
    expect(row('Primary address')).toEqual(['Primary address', 'Rue B 2, 06000 Nice', 'Country', 'FR']);
    expect(row('Taxpayer identification number (TIN)')[1]).toBe('Not issued by the country of residence');
    expect(row('Permanent establishment in the EU')[1]).toBe('FR IT');
    expect(show(row('u1'), 'Address')).toBe('Rue A 1, 06000 Nice');
    expect(show(row('u1'), 'Land registration number')).toBe('REG-1');
  });
});
