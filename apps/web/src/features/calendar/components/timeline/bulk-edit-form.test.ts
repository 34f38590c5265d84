import { describe, expect, it } from 'vitest';
import { type BulkForm, bulkBody } from './bulk-edit-form.ts';

const UNIT = '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44';
const form = (over: Partial<BulkForm> = {}): BulkForm => ({
  firstNight: '2031-06-10',
  lastNight: '2031-06-12',
  price: Number.NaN,
  priceReset: false,
  minimumStay: Number.NaN,
  minimumStayReset: false,
  ...over,
});

describe('bulkBody', () => {
  it('turns the last night into the half-open end', () => {
    expect(bulkBody('block', [UNIT], form()).body).toEqual({
      unitIds: [UNIT],
      dateFrom: '2031-06-10',
      dateTo: '2031-06-13',
      action: 'block',
    });
  });

  it('sends prices in minor units, null to go back to the listing, and leaves empty fields out', () => {
    expect(bulkBody('price', [UNIT], form({ price: 89.5 })).body).toMatchObject({ nightlyPrice: 8950 });
    expect(bulkBody('price', [UNIT], form({ priceReset: true, minimumStay: 3 })).body).toMatchObject({
      nightlyPrice: null,
      minimumStay: 3,
    });
    expect(bulkBody('price', [UNIT], form({ minimumStayReset: true })).body).not.toHaveProperty(
      'nightlyPrice',
    );
  });

  it('says what is wrong', () => {
    expect(bulkBody('price', [UNIT], form()).problems.price?.key).toBe('nothingToSet');
    expect(bulkBody('price', [UNIT], form({ price: -1 })).problems.price?.key).toBe('priceRange');
    expect(bulkBody('price', [UNIT], form({ minimumStay: 1.5 })).problems.minimumStay?.key).toBe(
      'minimumStayRange',
    );
    expect(bulkBody('block', [UNIT], form({ lastNight: '2031-06-01' })).problems.lastNight?.key).toBe(
      'rangeInvalid',
    );
    expect(bulkBody('block', [UNIT], form({ lastNight: '2032-06-12' })).problems.lastNight?.key).toBe(
      'tooManyNights',
    );
    expect(bulkBody('block', [UNIT], form({ firstNight: '' })).body).toBeNull();
  });
});
