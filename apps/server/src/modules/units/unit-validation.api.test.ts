import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, FULL_UNIT } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** Validation rules of 000 section 5 on PATCH /api/app/property-unit/{id}. */
describe('unit validation', () => {
  let t: TestApp;
  let host: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/app/property-unit/${id}`, headers: host.auth, payload });

  it('validates price and availability: bounds, minimum notice options, stays, discounts, seasons', async () => {
    const { unitId } = await createProperty(t, host);
    const pa = FULL_UNIT.priceAndAvailability;
    const cases: [object, string][] = [
      [{ ...pa, nightlyPrice: 99 }, 'priceAndAvailability.nightlyPrice'],
      [{ ...pa, nightlyPrice: 100_000_001 }, 'priceAndAvailability.nightlyPrice'],
      [{ ...pa, minimumNotice: 5 }, 'priceAndAvailability.minimumNotice'],
      [{ ...pa, maximumStay: 10_000 }, 'priceAndAvailability.maximumStay'],
      [{ ...pa, minimumStay: 7, maximumStay: 3 }, 'priceAndAvailability.maximumStay'],
      [{ ...pa, currency: 'eur' }, 'priceAndAvailability.currency'],
      [
        {
          ...pa,
          losDiscounts: [
            { minNights: 7, percent: 5 },
            { minNights: 7, percent: 10 },
          ],
        },
        'priceAndAvailability.losDiscounts.1.minNights',
      ],
      [
        {
          ...pa,
          seasons: [
            {
              name: 'X',
              dateFrom: '2027-07-10',
              dateTo: '2027-07-01',
              nightlyPrice: 5000,
              minimumStay: null,
            },
          ],
        },
        'priceAndAvailability.seasons.0.dateTo',
      ],
      [
        {
          ...pa,
          seasons: [
            {
              name: 'High',
              dateFrom: '2027-07-01',
              dateTo: '2027-08-01',
              nightlyPrice: 9000,
              minimumStay: null,
            },
            {
              name: 'Peak',
              dateFrom: '2027-07-20',
              dateTo: '2027-08-20',
              nightlyPrice: 9900,
              minimumStay: null,
            },
          ],
        },
        'priceAndAvailability.seasons.1.dateFrom',
      ],
    ];
    for (const [value, field] of cases) {
      const res = await patch(unitId, { priceAndAvailability: value });
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().invalidParams.map((p: { name: string }) => p.name),
        field,
      ).toContain(field);
    }
    for (const minimumNotice of [0, 1, 2, 3, 7]) {
      expect((await patch(unitId, { priceAndAvailability: { ...pa, minimumNotice } })).statusCode).toBe(200);
    }
    // seasons may touch: one ends the day the next begins (half-open ranges)
    const touching = await patch(unitId, {
      priceAndAvailability: {
        ...pa,
        seasons: [
          {
            name: 'High',
            dateFrom: '2027-07-01',
            dateTo: '2027-08-01',
            nightlyPrice: 9000,
            minimumStay: null,
          },
          { name: 'Peak', dateFrom: '2027-08-01', dateTo: '2027-08-20', nightlyPrice: 9900, minimumStay: 7 },
        ],
      },
    });
    expect(touching.statusCode).toBe(200);
    const lowest = await patch(unitId, { priceAndAvailability: { ...pa, nightlyPrice: 100 } });
    expect(lowest.statusCode).toBe(200);
  });

  it('validates guests, rooms and amenities', async () => {
    const { unitId } = await createProperty(t, host);
    const bad: [object, string][] = [
      [{ guests: 0 }, 'guests'],
      [{ guests: 201 }, 'guests'],
      [{ rooms: [{ type: 'attic', size: null, beds: [] }] }, 'rooms.0.type'],
      [{ rooms: [{ type: 'bedroom', size: 10_001, beds: [] }] }, 'rooms.0.size'],
      [{ rooms: [{ type: 'kitchen_room', size: 9, beds: [{ type: 'single', count: 1 }] }] }, 'rooms.0.beds'],
      [{ amenities: ['wifi', 'helipad'] }, 'amenities.1'],
    ];
    for (const [payload, field] of bad) {
      const res = await patch(unitId, payload);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().invalidParams.map((p: { name: string }) => p.name),
        field,
      ).toContain(field);
    }
    expect((await patch(unitId, { guests: 200 })).statusCode).toBe(200);
  });
});
