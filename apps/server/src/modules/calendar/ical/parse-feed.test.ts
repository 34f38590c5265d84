import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FeedEvent, parseFeed, SUMMARY_MAX_CHARS } from './parse-feed.ts';

const TODAY = '2026-12-01';
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A feed of the given VEVENT bodies (lines without BEGIN/END:VEVENT), CRLF like real feeds. */
const feed = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const events = (body: string, today = TODAY, horizonDays?: number): FeedEvent[] => {
  const r = parseFeed(body, { today, horizonDays });
  if (!r.ok) throw new Error(`expected a calendar, got ${r.error}: ${r.detail}`);
  return r.events;
};
const ranges = (list: FeedEvent[]) => list.map((e) => [e.dateFrom, e.dateTo]);

describe('parseFeed: platform exports', () => {
  it('reads an Airbnb export: reservations and blocks, all-day, the ongoing stay kept', () => {
    expect(events(fixture('airbnb.ics'))).toEqual([
      {
        uid: '1418fb94e984-5c0e7a2d9b4f3e1a8c6d2b0f7e9a4c31@airbnb.com',
        dateFrom: '2026-11-28',
        dateTo: '2026-12-03',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-0b8f2c6e4a1d9e7b3f5c8a2d6e0b4f97@airbnb.com',
        dateFrom: '2027-01-02',
        dateTo: '2027-01-09',
        summary: 'Reserved',
      },
      {
        uid: '7f662ec65913-2e9d4b7a1c3f8e6d0a5b9c2e4f7a1d38@airbnb.com',
        dateFrom: '2027-02-10',
        dateTo: '2027-02-14',
        summary: 'Airbnb (Not available)',
      },
      {
        uid: '1418fb94e984-9a3e6c1f8b2d5e0a7c4f9b3d6e1a8c52@airbnb.com',
        dateFrom: '2027-07-01',
        dateTo: '2027-07-15',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-4d7a0e3b9c6f2a8d1e5b7c0f3a9d6e24@airbnb.com',
        dateFrom: '2027-11-05',
        dateTo: '2027-11-08',
        summary: 'Reserved',
      },
      {
        uid: '7f662ec65913-6b1d8f4a2e9c7b3d0f6a1e8c5b2d9f73@airbnb.com',
        dateFrom: '2027-12-20',
        dateTo: '2028-01-05',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it('reads a Booking.com export, back-to-back ranges kept apart', () => {
    expect(events(fixture('booking.ics'))).toEqual([
      {
        uid: 'e3b1c7a9f5d2e8b4a0c6f1d3b9e7a5c2@booking.com',
        dateFrom: '2027-01-15',
        dateTo: '2027-01-18',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '4f8a2d6c0e9b3f7a1d5c8e2b6f0a4d9c@booking.com',
        dateFrom: '2027-03-01',
        dateTo: '2027-03-05',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '9c2e6a0d4f8b1e5c9a3d7f1b5e9c3a7d@booking.com',
        dateFrom: '2027-03-05',
        dateTo: '2027-03-08',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '1a5d9f3b7e0c4a8d2f6b0e4c8a2d6f0b@booking.com',
        dateFrom: '2027-08-16',
        dateTo: '2027-08-17',
        summary: 'CLOSED - Not available',
      },
    ]);
  });

  it('reads a Vrbo export, unescaping the summary', () => {
    expect(events(fixture('vrbo.ics'))).toEqual([
      {
        uid: 'd2f7a1c9-5e3b-4d8a-9c6f-0b2e4a7d1c58',
        dateFrom: '2027-03-20',
        dateTo: '2027-03-27',
        summary: 'Reserved - Maria',
      },
      {
        uid: '8b4e0d6a-2c9f-4e1b-a7d3-5f8c0e2a6b94',
        dateFrom: '2027-05-08',
        dateTo: '2027-05-12',
        summary: 'Reserved - Smith, John',
      },
      {
        uid: '3c9a5e1f-7b2d-4f6a-8e0c-1d4b7f3a9e26',
        dateFrom: '2027-08-09',
        dateTo: '2027-08-23',
        summary: 'Blocked',
      },
    ]);
  });

  it('reads a Google Calendar feed: zones, UTC, recurrence, cancellations, past events', () => {
    const series = '2c6v9b3n7m1q4w8e0r5t2y6u9i@google.com';
    expect(events(fixture('google.ics'))).toEqual([
      // 14:00 to 18:00 in Berlin: within one day, it still blocks that night
      {
        uid: '3k8f2n5q1v7c9x4b6m0z2l8j5h@google.com',
        dateFrom: '2027-01-15',
        dateTo: '2027-01-16',
        summary: 'Handwerker: Heizungswartung',
      },
      { uid: `${series}#2027-03-13`, dateFrom: '2027-03-13', dateTo: '2027-03-14', summary: 'Reinigung' },
      { uid: `${series}#2027-03-20`, dateFrom: '2027-03-20', dateTo: '2027-03-21', summary: 'Reinigung' },
      // Sat 22:00 to Mon 00:30 Berlin: in UTC it ends on Sunday (23:30), which must not matter
      {
        uid: '7g1s4d9f2h6j0k3l8z5x1c7v4b@google.com',
        dateFrom: '2027-03-20',
        dateTo: '2027-03-22',
        summary: 'Gäste Novák – späte Anreise',
      },
      { uid: `${series}#2027-03-27`, dateFrom: '2027-03-27', dateTo: '2027-03-28', summary: 'Reinigung' },
      // 23:00Z: its own zone (UTC) decides the date, not Berlin's (where it is already the 6th)
      {
        uid: '5z8x1c4v7b0n3m6q9w2e5r8t1y@google.com',
        dateFrom: '2027-04-05',
        dateTo: '2027-04-06',
        summary: 'Zählerablesung Stadtwerke',
      },
      // 2027-04-03 is an EXDATE (after the DST change); 04-10 was moved to Sunday 04-11
      {
        uid: `${series}#2027-04-11`,
        dateFrom: '2027-04-11',
        dateTo: '2027-04-12',
        summary: 'Reinigung (verschoben auf Sonntag)',
      },
      { uid: `${series}#2027-04-17`, dateFrom: '2027-04-17', dateTo: '2027-04-18', summary: 'Reinigung' },
      // 00:30 in Berlin is 22:30 UTC the day before
      {
        uid: '9q2w5e8r1t4y7u0i3o6p9a2s5d@google.com',
        dateFrom: '2027-06-05',
        dateTo: '2027-06-06',
        summary: 'Schlüsselübergabe (Nachtfähre)',
      },
      {
        uid: '6h9j2k5l8z1x4c7v0b3n6m9q2w@google.com',
        dateFrom: '2027-07-22',
        dateTo: '2027-07-26',
        summary: 'Familienbesuch',
      },
    ]);
  });

  it('leaves out the cancelled event and the past one', () => {
    const uids = events(fixture('google.ics')).map((e) => e.uid);
    expect(uids).not.toContain('4b7n0m3q6w9e2r5t8y1u4i7o0p@google.com');
    expect(uids).not.toContain('0p3u7d2k9m4q8w1e6r5t0y7i2o@google.com');
  });

  it('reads LF-only feeds like CRLF ones', () => {
    const crlf = fixture('google.ics');
    expect(events(crlf.replaceAll('\r\n', '\n'))).toEqual(events(crlf));
  });
});

describe('parseFeed: broken input', () => {
  it('skips events with unreadable dates and keeps the rest', () => {
    const read = events(fixture('garbage-dates.ics'));
    const noUid = createHash('sha1')
      .update(['DTSTART;VALUE=DATE:20270820', 'DTEND;VALUE=DATE:20270822', 'SUMMARY:Blocked'].join('\n'))
      .digest('hex');
    expect(read).toEqual([
      {
        uid: 'good-1@example-rentals.test',
        dateFrom: '2027-08-01',
        dateTo: '2027-08-04',
        summary: 'Reserved',
      },
      // a UTC stay from 14:00 to 09:00 two days later: two nights
      {
        uid: 'good-2@example-rentals.test',
        dateFrom: '2027-08-15',
        dateTo: '2027-08-17',
        summary: 'Owner stay',
      },
      { uid: noUid, dateFrom: '2027-08-20', dateTo: '2027-08-22', summary: 'Blocked' },
    ]);
  });

  it('refuses HTML as not_calendar', () => {
    const r = parseFeed(fixture('not-a-calendar.html'), { today: TODAY });
    expect(r).toEqual({
      ok: false,
      error: 'not_calendar',
      detail: expect.stringContaining('BEGIN:VCALENDAR'),
    });
  });

  it('refuses a feed cut off before END:VCALENDAR (inside an event or after one)', () => {
    for (const body of [fixture('truncated.ics'), fixture('airbnb.ics').replace(/END:VCALENDAR\r\n$/, '')]) {
      const r = parseFeed(body, { today: TODAY });
      expect(r).toEqual({ ok: false, error: 'not_calendar', detail: expect.stringContaining('cut off') });
    }
  });

  it('reads calendars one after the other as one, but refuses one left open', () => {
    const first = feed(['UID:a', 'DTSTART;VALUE=DATE:20270301']);
    const second = feed(['UID:b', 'DTSTART;VALUE=DATE:20270302']);
    expect(events(first + second).map((e) => e.uid)).toEqual(['a', 'b']);
    const r = parseFeed(first + second.replace(/END:VCALENDAR\r\n$/, ''), { today: TODAY });
    expect(r.ok).toBe(false);
  });

  it('refuses empty bodies', () => {
    expect(parseFeed('', { today: TODAY }).ok).toBe(false);
  });

  it('reads an empty calendar as no events', () => {
    expect(events(feed())).toEqual([]);
  });

  it('refuses a feed none of whose events can be read', () => {
    const r = parseFeed(feed(['UID:a', 'DTSTART;VALUE=DATE:20271399'], ['UID:b', 'DTSTART:tomorrow']), {
      today: TODAY,
    });
    expect(r).toEqual({
      ok: false,
      error: 'not_calendar',
      detail: 'None of the 2 events in the calendar could be read.',
    });
  });

  it('keeps the other events when node-ical throws on one (an unknown RRULE frequency)', () => {
    const body = feed(
      ['UID:bad-rule', 'DTSTART;VALUE=DATE:20270101', 'RRULE:FREQ=FORTNIGHTLY', 'SUMMARY:x'],
      ['UID:ok', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270203', 'SUMMARY:Reserved'],
    );
    expect(events(body)).toEqual([
      { uid: 'ok', dateFrom: '2027-02-01', dateTo: '2027-02-03', summary: 'Reserved' },
    ]);
  });

  it('skips a recurring event with too many occurrences to expand, keeps the rest', () => {
    const body = feed(
      ['UID:every-minute', 'DTSTART:20270101T000000Z', 'RRULE:FREQ=MINUTELY'],
      ['UID:ok', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270203'],
    );
    expect(events(body).map((e) => e.uid)).toEqual(['ok']);
  });
});

describe('parseFeed: dates', () => {
  it('all-day: DTEND is the check-out day; no DTEND means one night, also on a DST change day', () => {
    // 2027-11-07: the US fall-back day has 25 hours; node-ical's default end is start + 24 h
    const body = feed(
      ['UID:a', 'DTSTART;VALUE=DATE:20271107'],
      ['UID:b', 'DTSTART;VALUE=DATE:20270328'],
      ['UID:c', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270316'],
    );
    expect(ranges(events(body))).toEqual([
      ['2027-03-10', '2027-03-16'],
      ['2027-03-28', '2027-03-29'],
      ['2027-11-07', '2027-11-08'],
    ]);
  });

  it('honours DURATION for all-day and timed events', () => {
    const body = feed(
      ['UID:days', 'DTSTART;VALUE=DATE:20271105', 'DURATION:P3D'],
      ['UID:week', 'DTSTART;VALUE=DATE:20270301', 'DURATION:P1W'],
      ['UID:hours', 'DTSTART;TZID=Europe/Berlin:20270610T220000', 'DURATION:PT4H'],
    );
    expect(events(body).map((e) => [e.uid, e.dateFrom, e.dateTo])).toEqual([
      ['week', '2027-03-01', '2027-03-08'],
      ['hours', '2027-06-10', '2027-06-11'],
      ['days', '2027-11-05', '2027-11-08'],
    ]);
  });

  it('timed: the nights touched in the zone of the event', () => {
    const body = feed(
      // across midnight in Berlin, in winter
      [
        'UID:berlin',
        'DTSTART;TZID=Europe/Berlin:20270120T230000',
        'DTEND;TZID=Europe/Berlin:20270121T003000',
      ],
      // 23:30 in Los Angeles is the next day in UTC
      [
        'UID:la',
        'DTSTART;TZID=America/Los_Angeles:20270120T233000',
        'DTEND;TZID=America/Los_Angeles:20270121T000000',
      ],
      // a stay by the hour: check-in 15:00, check-out 10:00 three days later
      ['UID:tokyo', 'DTSTART;TZID=Asia/Tokyo:20270201T150000', 'DTEND;TZID=Asia/Tokyo:20270204T100000'],
      // no DTEND: a moment, which still blocks its night
      ['UID:moment', 'DTSTART:20270301T120000Z'],
    );
    expect(events(body).map((e) => [e.uid, e.dateFrom, e.dateTo])).toEqual([
      ['berlin', '2027-01-20', '2027-01-21'],
      ['la', '2027-01-20', '2027-01-21'],
      ['tokyo', '2027-02-01', '2027-02-04'],
      ['moment', '2027-03-01', '2027-03-02'],
    ]);
  });

  it('keeps events ending today or later and starting within the horizon', () => {
    const body = feed(
      ['UID:ended-yesterday', 'DTSTART;VALUE=DATE:20261125', 'DTEND;VALUE=DATE:20261130'],
      ['UID:ends-today', 'DTSTART;VALUE=DATE:20261125', 'DTEND;VALUE=DATE:20261201'],
      ['UID:last-day', 'DTSTART;VALUE=DATE:20261211', 'DTEND;VALUE=DATE:20261212'],
      ['UID:beyond', 'DTSTART;VALUE=DATE:20261212', 'DTEND;VALUE=DATE:20261213'],
    );
    expect(events(body, TODAY, 10).map((e) => e.uid)).toEqual(['ends-today', 'last-day']);
  });
});

describe('parseFeed: recurring events', () => {
  const series = (extra: string[] = []) => [
    'UID:cleaning',
    'DTSTART;TZID=Europe/Berlin:20270105T100000',
    'DTEND;TZID=Europe/Berlin:20270105T120000',
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'SUMMARY:Cleaning',
    ...extra,
  ];
  const moved = [
    'UID:cleaning',
    'RECURRENCE-ID;TZID=Europe/Berlin:20270112T100000',
    'DTSTART;TZID=Europe/Berlin:20270113T230000',
    'DTEND;TZID=Europe/Berlin:20270114T010000',
    'SUMMARY:Cleaning (late)',
  ];
  const expected = [
    ['cleaning#2027-01-05', '2027-01-05', '2027-01-06', 'Cleaning'],
    ['cleaning#2027-01-13', '2027-01-13', '2027-01-14', 'Cleaning (late)'],
    ['cleaning#2027-01-26', '2027-01-26', '2027-01-27', 'Cleaning'],
  ];
  const rows = (body: string) => events(body).map((e) => [e.uid, e.dateFrom, e.dateTo, e.summary]);

  it('expands with EXDATE and a RECURRENCE-ID override, whichever comes first', () => {
    const exdate = 'EXDATE;TZID=Europe/Berlin:20270119T100000';
    expect(rows(feed(series([exdate]), moved))).toEqual(expected);
    expect(rows(feed(moved, series([exdate])))).toEqual(expected);
  });

  it('leaves out an occurrence cancelled by its override', () => {
    const cancelled = [
      'UID:cleaning',
      'RECURRENCE-ID;TZID=Europe/Berlin:20270119T100000',
      'DTSTART;TZID=Europe/Berlin:20270119T100000',
      'STATUS:CANCELLED',
    ];
    expect(rows(feed(series(), moved, cancelled))).toEqual(expected);
  });

  it('leaves out a whole cancelled series', () => {
    expect(events(feed(series(['STATUS:CANCELLED'])))).toEqual([]);
  });

  it('expands all-day series with DATE EXDATEs, from the day before today to the horizon', () => {
    const body = feed([
      'UID:daily',
      'DTSTART;VALUE=DATE:20250101',
      'DTEND;VALUE=DATE:20250102',
      'RRULE:FREQ=DAILY',
      'EXDATE;VALUE=DATE:20261203',
    ]);
    const read = events(body, TODAY, 10);
    expect(read[0]).toEqual({
      uid: 'daily#2026-11-30',
      dateFrom: '2026-11-30',
      dateTo: '2026-12-01',
      summary: null,
    });
    expect(read.map((e) => e.dateFrom)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('keeps a long occurrence that started before today and is still going on', () => {
    // 15 nights from the 20th of each month: on 2026-12-01 the November one is still going on
    const body = feed([
      'UID:monthly',
      'DTSTART;VALUE=DATE:20260920',
      'DTEND;VALUE=DATE:20261005',
      'RRULE:FREQ=MONTHLY;COUNT=3',
    ]);
    expect(events(body).map((e) => [e.uid, e.dateFrom, e.dateTo])).toEqual([
      ['monthly#2026-11-20', '2026-11-20', '2026-12-05'],
    ]);
    expect(events(body, '2026-10-30').map((e) => e.dateFrom)).toEqual(['2026-10-20', '2026-11-20']);
  });
});

describe('parseFeed: uids and summaries', () => {
  it('gives an event without UID a hash of its DTSTART, DTEND and SUMMARY lines, the same on every read', () => {
    const lines = ['DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303', 'SUMMARY:Owner'];
    const hash = createHash('sha1').update(lines.join('\n')).digest('hex');
    expect(events(feed(lines))[0]!.uid).toBe(hash);
    expect(events(feed(['UID:', ...lines]))[0]!.uid).toBe(hash);
    expect(events(feed([...lines].reverse()))[0]!.uid).toBe(hash);
  });

  it('reads UIDs that are Object property names without touching any prototype', () => {
    // node-ical files events under their UID in a plain object: `__proto__` would reach Object.prototype
    const names = ['__proto__', 'constructor', 'toString', 'type', 'vcalendar', 'method'];
    const body = [
      'BEGIN:VCALENDAR',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'UID:__proto__',
      'END:VTIMEZONE',
      'BEGIN:VTODO',
      'UID:__proto__',
      'DTSTART:20270101T100000Z',
      'SUMMARY:Call the cleaner',
      'END:VTODO',
      ...names.flatMap((uid, i) => [
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTART;VALUE=DATE:2027030${i + 1}`,
        'SUMMARY:polluted',
        'BEGIN:VALARM',
        'UID:__proto__',
        'TRIGGER:-PT15M',
        'END:VALARM',
        'END:VEVENT',
      ]),
      'END:VCALENDAR',
    ].join('\r\n');
    expect(events(body).map((e) => e.uid)).toEqual(names);
    const probe: Record<string, unknown> = {};
    expect(probe.summary).toBeUndefined();
    expect(probe.type).toBeUndefined();
    expect(Object.hasOwn(Object, 'summary')).toBe(false);
    expect(events(fixture('booking.ics'))).toHaveLength(4);
  });

  it('unescapes UIDs as RFC 5545 text', () => {
    expect(events(feed(['UID:a\\,b\\;c', 'DTSTART;VALUE=DATE:20270301']))[0]!.uid).toBe('a,b;c');
  });

  it('returns one event per uid', () => {
    const body = feed(
      ['UID:same', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303'],
      ['UID:same', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312'],
      ['UID:other', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306'],
    );
    const uids = events(body).map((e) => e.uid);
    expect(uids).toHaveLength(2);
    expect(new Set(uids)).toEqual(new Set(['same', 'other']));
  });

  it('shortens very long uids, keeping them distinct', () => {
    const a = `${'x'.repeat(300)}a`;
    const b = `${'x'.repeat(300)}b`;
    const read = events(
      feed([`UID:${a}`, 'DTSTART;VALUE=DATE:20270301'], [`UID:${b}`, 'DTSTART;VALUE=DATE:20270301']),
    );
    expect(read).toHaveLength(2);
    for (const e of read) expect(e.uid.length).toBeLessThanOrEqual(200);
    expect(read[0]!.uid).not.toBe(read[1]!.uid);
  });

  it('trims summaries to 200 characters on one line, null when empty', () => {
    const long = `${'Ä'.repeat(150)} ${'😀'.repeat(100)}`;
    const read = events(
      feed(
        ['UID:long', 'DTSTART;VALUE=DATE:20270301', `SUMMARY:${long}`],
        ['UID:empty', 'DTSTART;VALUE=DATE:20270302', 'SUMMARY:   '],
        ['UID:none', 'DTSTART;VALUE=DATE:20270303'],
        ['UID:lines', 'DTSTART;VALUE=DATE:20270304', 'SUMMARY;LANGUAGE=de:  Zwei\\nZeilen\tund\u0000mehr  '],
      ),
    );
    const summary = (uid: string) => read.find((e) => e.uid === uid)!.summary;
    expect([...summary('long')!]).toHaveLength(SUMMARY_MAX_CHARS);
    expect(summary('long')!.startsWith('ÄÄÄ')).toBe(true);
    expect(summary('long')!.endsWith('😀')).toBe(true);
    expect(summary('empty')).toBeNull();
    expect(summary('none')).toBeNull();
    expect(summary('lines')).toBe('Zwei Zeilen und mehr');
  });
});

describe('parseFeed: size', () => {
  it('reads 5,000 events', () => {
    const list: string[][] = [];
    for (let i = 0; i < 5000; i++) {
      const start = new Date(Date.UTC(2027, 0, 1) + (i % 700) * 86_400_000);
      const day = start.toISOString().slice(0, 10).replaceAll('-', '');
      const end = new Date(start.getTime() + (1 + (i % 5)) * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
      list.push([
        `UID:ev-${String(i).padStart(5, '0')}@bulk.test`,
        `DTSTAMP:20261201T000000Z`,
        i % 10 === 0 ? `DTSTART;TZID=Europe/Berlin:${day}T150000` : `DTSTART;VALUE=DATE:${day}`,
        i % 10 === 0 ? `DTEND;TZID=Europe/Berlin:${end}T100000` : `DTEND;VALUE=DATE:${end}`,
        'SUMMARY:Reserved',
        `DESCRIPTION:Reservation ${i}: a description long enough to be folded onto a`,
        ' second line, the way exporters fold lines longer than 75 octets',
      ]);
    }
    const read = events(feed(...list));
    expect(read).toHaveLength(5000);
    expect(new Set(read.map((e) => e.uid)).size).toBe(5000);
    expect(read.filter((e) => e.dateFrom === '2027-01-01')).toHaveLength(8);
    expect(read.find((e) => e.uid === 'ev-04999@bulk.test')).toEqual({
      uid: 'ev-04999@bulk.test',
      dateFrom: '2027-04-10',
      dateTo: '2027-04-15',
      summary: 'Reserved',
    });
  });
});
