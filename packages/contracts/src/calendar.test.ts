import { describe, expect, it } from 'vitest';
import {
  type CalendarEntry,
  decodeTimeline,
  encodeTimeline,
  fromRuns,
  type Timeline,
  timelineSchema,
  toRuns,
} from './calendar.ts';

const stay = { id: '4a5f6e7d-8c9b-4a0f-9e2d-3c4b5a6f7e04', status: 'CONFIRMED', guestName: 'Ana', guests: 2 };
const none = { booking: null, bookingRequest: null, inquiry: null, external: null };
const external = {
  feedId: '5b6a7f8e-9d0c-4b1a-8f3e-4d5c6b7a8f05',
  feedName: 'Airbnb',
  summary: null,
  conflict: true,
};

const entries: CalendarEntry[] = [
  {
    ...none,
    id: 'a',
    kind: 'booking',
    source: 'booking',
    dateFrom: '2031-06-01',
    dateTo: '2031-06-03',
    booking: stay,
    children: [],
  },
  {
    ...none,
    id: 'b',
    kind: 'inquiry_confirmed',
    source: 'inquiry',
    dateFrom: '2031-06-03',
    dateTo: '2031-06-04',
    inquiry: stay,
    children: [],
  },
  {
    ...none,
    id: 'c',
    kind: 'manual',
    source: 'manual',
    dateFrom: '2031-06-04',
    dateTo: '2031-06-05',
    children: [],
  },
  {
    ...none,
    id: 'multi-d',
    kind: 'multi',
    source: 'multi',
    dateFrom: '2031-06-05',
    dateTo: '2031-06-08',
    children: [
      {
        ...none,
        id: 'd',
        kind: 'booking_request',
        source: 'booking_request',
        dateFrom: '2031-06-05',
        dateTo: '2031-06-07',
        bookingRequest: stay,
      },
      {
        ...none,
        id: 'e',
        kind: 'smoobu',
        source: 'smoobu',
        dateFrom: '2031-06-06',
        dateTo: '2031-06-08',
        external,
      },
    ],
  },
];

const timeline: Timeline = {
  dateFrom: '2031-06-01',
  dateTo: '2031-06-08',
  items: [
    {
      unitId: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b01',
      title: 'Sea view',
      propertyId: '3f4e5d6c-7b8a-4f9e-8d1c-2b3a4f5e6d03',
      state: 'PUBLISHED',
      currency: 'EUR',
      calendarStatus: 'AVAILABLE',
      entries,
      nights: {
        availability: 'bbbbbbb',
        price: [100, 100, 120, 120, 120, null, 100],
        minimumStay: [2, 2, 2, 2, 2, 2, 2],
        custom: '0011100',
      },
      conflicts: 1,
      feedErrors: 0,
    },
  ],
  pagination: { current: 1, limit: 50, total: 1, pages: 1 },
};

describe('the timeline’s compact form', () => {
  it('writes runs of equal values and reads them back', () => {
    expect(toRuns([100, 100, 120, null, null, 100])).toEqual([
      [100, 2],
      [120, 1],
      [null, 2],
      [100, 1],
    ]);
    expect(fromRuns(toRuns([3, 3, 3]))).toEqual([3, 3, 3]);
    expect(toRuns([])).toEqual([]);
  });

  it('leaves null fields out, satisfies its schema, and decodes to the same timeline', () => {
    const wire = encodeTimeline(timeline);
    expect(timelineSchema.parse(wire)).toEqual(wire);
    const text = JSON.stringify(wire);
    expect(text).not.toContain('null,"inquiry"');
    expect(text).not.toContain('"children":[]');
    expect(wire.items[0]!.nights.minimumStay).toEqual([[2, 7]]);
    expect(decodeTimeline(JSON.parse(text))).toEqual(timeline);
    expect(text.length).toBeLessThan(JSON.stringify(timeline).length * 0.8);
  });
});
