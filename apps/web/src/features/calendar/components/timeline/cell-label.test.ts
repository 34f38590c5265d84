import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../../test/translator.ts';
import { cellLabel } from './cell-label.ts';
import { booking, entry } from './timeline-test-data.ts';

const t = testTranslator().getFixedT('en_US');

describe('cellLabel', () => {
  it('names unit, date, availability, price, minimum stay and stay', () => {
    expect(
      cellLabel(
        {
          unit: 'Sea view flat',
          date: 'Tuesday, 3 June 2031',
          today: false,
          availability: 'blocked',
          price: '€120.00',
          custom: true,
          minimumStay: 2,
          entry: booking('2031-06-03', '2031-06-05', 'Ana Horvat'),
        },
        t,
      ),
    ).toBe(
      'Sea view flat, Tuesday, 3 June 2031, Not available, €120.00 a night, set by you, minimum stay 2 nights, Booking: Ana Horvat',
    );
  });

  it('says today, a missing price, an imported event in conflict, and loading', () => {
    const external = entry({
      kind: 'external',
      dateFrom: '2031-06-03',
      dateTo: '2031-06-04',
      external: { feedId: 'f', feedName: 'Airbnb', summary: null, conflict: true },
    });
    expect(
      cellLabel(
        {
          unit: 'Loft',
          date: '3 June',
          today: true,
          availability: 'available',
          price: null,
          entry: external,
        },
        t,
      ),
    ).toBe(
      'Loft, today, 3 June, Available, no price yet, Imported calendar: Airbnb, conflict: an imported event overlaps a stay',
    );
    expect(cellLabel({ unit: 'Loft', date: '3 June', today: false }, t)).toBe('Loft, 3 June, loading');
  });
});
