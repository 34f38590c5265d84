import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { type ExportStay, exportFeed } from './export-feed.ts';
import { parseFeed } from './parse-feed.ts';

const NOW = new Date('2026-12-01T10:15:30Z');
const STAYS: ExportStay[] = [
  {
    id: '0d6c1f4e-2b8a-4c1e-9f3d-7a5b2c8e1d40',
    dateFrom: '2027-07-01',
    dateTo: '2027-07-05',
    kind: 'booking',
    summary: 'Booked',
  },
  // over the EU and US DST changes, and a new year
  {
    id: '5e2a9c7b-1d4f-4a8e-b3c6-0f9d2e7a4b18',
    dateFrom: '2027-03-27',
    dateTo: '2027-03-29',
    kind: 'manual',
    summary: 'Blocked',
  },
  {
    id: '9b3f0e8d-6c2a-4f7b-a1d5-3e8c6b0f2a97',
    dateFrom: '2027-11-06',
    dateTo: '2027-11-08',
    kind: 'booking',
    summary: 'Booked',
  },
  {
    id: 'c4a7e2f1-8d3b-4e6a-9c0f-5b1d7e3a9c62',
    dateFrom: '2027-12-30',
    dateTo: '2028-01-02',
    kind: 'manual',
    summary: 'Blocked',
  },
  {
    id: 'f1e0d9c8-b7a6-4958-8473-6251403f2e1d',
    dateFrom: '2027-08-15',
    dateTo: '2027-08-16',
    kind: 'booking',
    summary: 'Booked',
  },
];

/** The calendar name unescaped (ical.js leaves X- properties as written, RFC 5545 makes them TEXT). */
const calendarName = (text: string) => nodeIcal.sync.parseICS(text).vcalendar?.['WR-CALNAME'];

const exported = (over: Partial<Parameters<typeof exportFeed>[0]> = {}) =>
  exportFeed({
    unitTitle: 'Seeblick, Wohnung 2',
    productName: 'Host Portal',
    stays: STAYS,
    now: NOW,
    ...over,
  });

describe('exportFeed', () => {
  it('writes all-day VEVENTs with DATE values, the uid, summary and stamp', () => {
    const text = exported();
    expect(text).toContain('\r\nPRODID:-//Host Portal//Calendar//EN\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Seeblick\\, Wohnung 2\r\n');
    expect(text).toContain(
      [
        'UID:0d6c1f4e-2b8a-4c1e-9f3d-7a5b2c8e1d40@host-portal',
        'SEQUENCE:0',
        'DTSTAMP:20261201T101530Z',
        'DTSTART;VALUE=DATE:20270701',
        'DTEND;VALUE=DATE:20270705',
      ].join('\r\n'),
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20271106\r\nDTEND;VALUE=DATE:20271108\r\n');
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(STAYS.length);
    expect(text.match(/^SUMMARY:(Booked|Blocked)\r$/gm)).toHaveLength(STAYS.length);
  });

  it('is valid line by line: CRLF endings, lines of at most 75 octets', () => {
    const text = exported({
      unitTitle: `Ferienwohnung „Seeblick“ mit Blick über den Bodden ${'und mehr '.repeat(10)}`,
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('keeps a unit title on its own line, whatever it holds', () => {
    const title = 'Flat 2\r\nBEGIN:VEVENT\r\nSUMMARY:x; y, z \\ ';
    const text = exported({ unitTitle: title, stays: [] });
    expect(text.match(/^BEGIN:VEVENT/gm)).toBeNull();
    expect(text).toContain('\r\nX-WR-CALNAME:Flat 2 BEGIN:VEVENT SUMMARY:x\\; y\\, z \\\\\r\n');
    expect(calendarName(text)).toBe('Flat 2 BEGIN:VEVENT SUMMARY:x; y, z \\');
  });

  it('writes an empty calendar when there are no stays', () => {
    const text = exported({ stays: [] });
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(parseFeed(text, { today: '2026-12-01' })).toEqual({ ok: true, events: [] });
  });

  it('round-trips through ical.js: the same days and uids', () => {
    const calendar = new ICAL.Component(ICAL.parse(exported()));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Host Portal//Calendar//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Seeblick\\, Wohnung 2');
    expect(calendarName(exported())).toBe('Seeblick, Wohnung 2');
    const read = calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.isDate).toBe(true);
      return {
        uid: event.uid,
        dateFrom: event.startDate.toString(),
        dateTo: event.endDate.toString(),
        summary: event.summary,
        stamp: v.getFirstPropertyValue('dtstamp')?.toString(),
      };
    });
    expect(read).toEqual(
      STAYS.map((s) => ({
        uid: `${s.id}@host-portal`,
        dateFrom: s.dateFrom,
        dateTo: s.dateTo,
        summary: s.summary,
        stamp: '2026-12-01T10:15:30Z',
      })),
    );
  });

  it('round-trips through parseFeed: the same ranges', () => {
    const r = parseFeed(exported(), { today: '2026-12-01' });
    expect(r.ok && r.events).toEqual(
      STAYS.map((s) => ({
        uid: `${s.id}@host-portal`,
        dateFrom: s.dateFrom,
        dateTo: s.dateTo,
        summary: s.summary,
      })).sort((a, b) => a.dateFrom.localeCompare(b.dateFrom)),
    );
  });
});
