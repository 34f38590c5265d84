import { createHash } from 'node:crypto';
import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import nodeIcal, { type CalendarResponse, type DateWithTimeZone, type VEvent } from 'node-ical';

/** One night range an imported feed blocks: [dateFrom, dateTo), like a stay. */
export interface FeedEvent {
  uid: string;
  dateFrom: string;
  dateTo: string;
  summary: string | null;
}

export interface ParseFeedOptions {
  /** the calendar date the import runs on: events that ended before it are left out */
  today: string;
  /** how far ahead events are kept and recurring events expanded (default: the feed horizon) */
  horizonDays?: number;
}

export type ParseFeedResult =
  | { ok: true; events: FeedEvent[] }
  | { ok: false; error: 'not_calendar'; detail: string };

/** The longest summary kept, in characters. */
export const SUMMARY_MAX_CHARS = 200;
/** Longer UIDs are shortened (keeping a hash of the whole) so they fit an index. */
const UID_MAX_CHARS = 200;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Before node-ical. It is given only what the import needs, checked:
// - every VEVENT's dates: node-ical silently rolls invalid dates over (20271399 becomes
//   2028-04-08), keeps unparsable ones as strings, and throws for the whole file on a duplicate
//   DTSTART. Such an event is dropped here, and the rest of the feed still counts;
// - no UID of the feed: node-ical files components under their UID in a plain object and merges
//   repeated ones into it, so `UID:__proto__` would write the event's properties onto
//   Object.prototype for the whole process. Each event gets an internal alias (`#0`, which no
//   property name can be) and its UID is mapped back afterwards;
// - only VEVENT and VTIMEZONE blocks (to-dos, journals, alarms and calendar properties are left out).

/** A content line as node-ical splits it: name, `;parameters`, then the value after the first bare colon. */
const PROPERTY = /^([-0-9A-Za-z_]+)((?:;[-0-9A-Za-z_]+=(?:"[^"]*"|[^":;]+))*):(.*)$/;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

function isRealDay(y: number, m: number, d: number) {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return m >= 1 && m <= 12 && d >= 1 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** A DATE or DATE-TIME value that names a real day and time. */
function isValidDateValue(value: string, params: string) {
  const m = DATE_VALUE.exec(value);
  if (!m) return false;
  if (m[4] === undefined && params.includes('VALUE=DATE-TIME')) return false;
  if (!isRealDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  return m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 61);
}

const nameOf = (line: string) => line.slice(0, Math.max(0, line.search(/[;:]/)));

/** Splits a property line the way node-ical does (it drops the quotes of a TZID first). */
function splitProperty(line: string) {
  const cleaned = line.includes('TZID=') && !line.includes('"(') ? line.replaceAll('"', '') : line;
  const m = PROPERTY.exec(cleaned);
  return m ? { params: m[2]!, value: m[3]! } : null;
}

interface EventBlock {
  /** the UID as written in the feed (escaped), or a hash when it has none */
  uid: string;
  lines: string[];
}

/** The VEVENT properties the import needs; node-ical is given only these (it is faster with less). */
const NEEDED = new Set([
  'DTSTART',
  'DTEND',
  'DURATION',
  'SUMMARY',
  'STATUS',
  'SEQUENCE',
  'RRULE',
  'EXDATE',
  'RECURRENCE-ID',
]);

/**
 * The lines of one VEVENT (BEGIN to END) made safe for node-ical, or null to drop it: exactly one
 * valid DTSTART, at most one valid DTEND and RECURRENCE-ID, valid EXDATEs. Only the properties in
 * NEEDED are kept (no descriptions, alarms or attendees), and the UID is replaced by its alias. A
 * missing or empty UID becomes a hash of the DTSTART, DTEND and SUMMARY lines, so it stays the same
 * from read to read.
 */
function checkEvent(lines: string[], aliasOf: (uid: string) => string): EventBlock | null {
  let depth = 0;
  let uid: string | null = null;
  const dtstart: string[] = [];
  const dtend: string[] = [];
  let summary: string | null = null;
  let recurrenceIds = 0;
  const kept: string[] = [];
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i]!;
    if (line.startsWith('BEGIN:')) depth++;
    else if (line.startsWith('END:')) depth--;
    else if (depth === 0) {
      const name = nameOf(line);
      if (name === 'UID') {
        const value = splitProperty(line)?.value.trim();
        if (uid === null && value) uid = value;
        continue;
      }
      if (name === 'DTSTART' || name === 'DTEND' || name === 'RECURRENCE-ID' || name === 'EXDATE') {
        const p = splitProperty(line);
        if (!p) return null;
        const values = name === 'EXDATE' ? p.value.split(',').map((v) => v.trim()) : [p.value];
        if (!values.every((v) => isValidDateValue(v, p.params))) return null;
        if (name === 'DTSTART') dtstart.push(line);
        else if (name === 'DTEND') dtend.push(line);
        else if (name === 'RECURRENCE-ID') recurrenceIds++;
      } else if (name === 'SUMMARY') summary ??= line;
      if (NEEDED.has(name)) kept.push(line);
    }
  }
  if (dtstart.length !== 1 || dtend.length > 1 || recurrenceIds > 1) return null;
  const key = uid ?? sha1([dtstart[0], dtend[0] ?? '', summary ?? ''].join('\n'));
  return { uid: key, lines: [lines[0]!, `UID:${aliasOf(key)}`, ...kept, lines.at(-1)!] };
}

interface Prepared {
  /** the feed as node-ical gets it: VTIMEZONEs then the readable events, unfolded, CRLF */
  text: string;
  timezones: string[];
  events: EventBlock[];
  /** the feed's UID (as written) of each alias */
  uids: Map<string, string>;
  /** VEVENTs in the feed, readable or not */
  eventCount: number;
}

function prepare(body: string): { ok: true; prepared: Prepared } | { ok: false; detail: string } {
  const lines: string[] = [];
  for (const raw of body.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    // unfold (RFC 5545 3.1): a line starting with a space or tab continues the one before
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0)
      lines[lines.length - 1] += raw.slice(1);
    else lines.push(raw);
  }
  const aliases = new Map<string, string>();
  const uids = new Map<string, string>();
  const aliasOf = (uid: string) => {
    let alias = aliases.get(uid);
    if (alias === undefined) {
      alias = `#${aliases.size}`;
      aliases.set(uid, alias);
      uids.set(alias, uid);
    }
    return alias;
  };
  let sawCalendar = false;
  let inCalendar = false;
  let eventCount = 0;
  const timezones: string[] = [];
  const events: EventBlock[] = [];
  let block: { kind: 'event' | 'timezone' | 'other'; lines: string[]; depth: number } | null = null;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line === '') continue;
    if (!inCalendar) {
      // several calendars one after the other are read as one; text around them is ignored
      if (line === 'BEGIN:VCALENDAR') sawCalendar = inCalendar = true;
      continue;
    }
    if (line === 'END:VCALENDAR') {
      // a block still open here never ended: left out
      inCalendar = false;
      block = null;
      continue;
    }
    if (block) {
      if (line.startsWith('BEGIN:')) block.depth++;
      else if (line.startsWith('END:')) block.depth--;
      // events' UIDs are replaced by checkEvent; other components' UIDs would be keys too: left out
      if (block.kind === 'event' || (block.kind === 'timezone' && nameOf(line) !== 'UID'))
        block.lines.push(line);
      if (block.depth === 0) {
        if (block.kind === 'timezone') timezones.push(...block.lines);
        else if (block.kind === 'event') {
          const event = checkEvent(block.lines, aliasOf);
          if (event) events.push(event);
        }
        block = null;
      }
      continue;
    }
    if (line.startsWith('BEGIN:')) {
      const kind = line === 'BEGIN:VEVENT' ? 'event' : line === 'BEGIN:VTIMEZONE' ? 'timezone' : 'other';
      if (kind === 'event') eventCount++;
      block = { kind, lines: [line], depth: 1 };
    }
    // calendar properties (PRODID, METHOD, X-WR-CALNAME...) are not needed
  }
  if (!sawCalendar)
    return { ok: false, detail: 'The address did not return a calendar (no BEGIN:VCALENDAR found).' };
  if (inCalendar) {
    return {
      ok: false,
      detail: 'The calendar ends early (no END:VCALENDAR): it may have been cut off, so it was not imported.',
    };
  }
  const text = ['BEGIN:VCALENDAR', ...timezones, ...events.flatMap((e) => e.lines), 'END:VCALENDAR'].join(
    '\r\n',
  );
  return { ok: true, prepared: { text, timezones, events, uids, eventCount } };
}

/**
 * node-ical's reading of the prepared feed. Should it still throw (an RRULE it cannot read, say),
 * each event is read on its own, with its overrides and the calendar's time zones, and those that
 * throw are left out.
 */
function readCalendar(p: Prepared): CalendarResponse {
  try {
    return nodeIcal.sync.parseICS(p.text);
  } catch {
    const byUid = new Map<string, string[]>();
    for (const e of p.events) {
      const lines = byUid.get(e.uid);
      if (lines) lines.push(...e.lines);
      else byUid.set(e.uid, [...e.lines]);
    }
    const merged: CalendarResponse = {};
    for (const lines of byUid.values()) {
      try {
        Object.assign(
          merged,
          nodeIcal.sync.parseICS(['BEGIN:VCALENDAR', ...p.timezones, ...lines, 'END:VCALENDAR'].join('\r\n')),
        );
      } catch {
        // this event is unreadable: skipped
      }
    }
    return merged;
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar dates of node-ical's Dates, whatever the server's time zone

/**
 * node-ical builds DATE values (and times in a zone it does not know, and floating times) from
 * local components, `new Date(y, m, d)`: the server's local getters give the calendar date back.
 */
const localDay = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

const formatters = new Map<string, Intl.DateTimeFormat | null>();
function dayFormatter(tz: string) {
  let f = formatters.get(tz);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      f = null;
    }
    if (formatters.size > 500) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

/** The calendar date of an instant in the zone node-ical attached to it (`tz`). */
function zonedDay(d: DateWithTimeZone, fallbackTz: string | undefined): string {
  const tz = d.tz ?? fallbackTz;
  if (!tz) return localDay(d);
  if (/^(?:Etc\/)?(?:UTC|GMT|UCT|Zulu)$/i.test(tz)) return utcDay(d);
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(tz);
  if (offset) {
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    return utcDay(new Date(d.getTime() + minutes * 60_000));
  }
  const f = dayFormatter(tz);
  if (!f) return localDay(d);
  const parts = f.formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const isDate = (d: unknown): d is DateWithTimeZone => d instanceof Date && !Number.isNaN(d.getTime());

/**
 * The nights an event blocks. All-day: [start, end), at least one night; the length is counted in
 * whole days so a local DST change (node-ical adds 24 h to a local midnight) cannot shift the end.
 * Timed: from the start's local date to the end's, in their own zone; an event within one day
 * still blocks that night.
 */
function nightsOf(start: DateWithTimeZone, end: DateWithTimeZone | undefined, allDay: boolean) {
  if (allDay) {
    const dateFrom = localDay(start);
    const days = isDate(end) ? Math.round((end.getTime() - start.getTime()) / DAY_MS) : 1;
    return { dateFrom, dateTo: addDays(dateFrom, Math.max(1, days)) };
  }
  const dateFrom = zonedDay(start, undefined);
  const endDay = isDate(end) ? zonedDay(end, start.tz) : dateFrom;
  return { dateFrom, dateTo: endDay > dateFrom ? endDay : addDays(dateFrom, 1) };
}

// ---------------------------------------------------------------------------------------------
// Text

/** The text of a node-ical value: a string, `{ params, val }`, or an array when repeated. */
function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return textOf(v[0]);
  if (v && typeof v === 'object' && 'val' in v) return textOf(v.val);
  return null;
}

/**
 * Text a database can store, cut to `max` characters: control characters (newlines included) and
 * unpaired surrogates become spaces, runs of spaces one.
 */
function cleanText(text: string, max: number) {
  let out = '';
  let count = 0;
  let space = true;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const blank = c <= 32 || c === 127 || (c >= 0xd800 && c <= 0xdfff) || /\s/.test(ch);
    if (blank) {
      if (!space) {
        out += ' ';
        space = true;
        count++;
      }
    } else {
      out += ch;
      space = false;
      count++;
    }
    if (count >= max) break;
  }
  return out.trimEnd();
}

const summaryOf = (v: unknown) => cleanText(textOf(v) ?? '', SUMMARY_MAX_CHARS) || null;

/** TEXT unescaped the way node-ical does it (RFC 5545 3.3.11), for the UIDs it no longer sees. */
const unescapeText = (t: string) =>
  t
    .replaceAll('\\,', ',')
    .replaceAll('\\;', ';')
    .replace(/\\[nN]/g, '\n')
    .replaceAll('\\\\', '\\')
    .replace(/^"(.*)"$/, '$1');

function uidOf(written: string) {
  const raw = unescapeText(written);
  const uid = cleanText(raw, UID_MAX_CHARS + 1);
  if (!uid) return sha1(raw);
  return uid.length > UID_MAX_CHARS ? `${cleanText(raw, 150)}~${sha1(raw)}` : uid;
}

const isCancelled = (e: { status?: unknown }) => textOf(e.status)?.trim().toUpperCase() === 'CANCELLED';

// ---------------------------------------------------------------------------------------------

/**
 * Reads an iCal feed into the night ranges it blocks, with node-ical: VEVENTs only, cancelled ones
 * left out; recurring events expanded (EXDATE and RECURRENCE-ID overrides applied) from the day
 * before `today` to `horizonDays` ahead, each occurrence as `${uid}#${dateFrom}`. Events that ended
 * before `today` or start after the horizon are left out; an event whose dates cannot be read is
 * skipped. Sorted by dateFrom then uid, one event per uid.
 *
 * A body without BEGIN:VCALENDAR, or cut off before END:VCALENDAR, is `not_calendar`: importing the
 * part that arrived would drop the blocks of the part that did not. So is a feed none of whose
 * events can be read.
 */
export function parseFeed(body: string, opts: ParseFeedOptions): ParseFeedResult {
  if (!ISO_DAY.test(opts.today)) throw new TypeError(`today must be a YYYY-MM-DD date, got ${opts.today}`);
  const today = opts.today;
  const horizonDays = opts.horizonDays ?? CALENDAR_RULES.feedHorizonDays;
  const lastDay = addDays(today, horizonDays);

  const prepared = prepare(body);
  if (!prepared.ok) return { ok: false, error: 'not_calendar', detail: prepared.detail };
  const data = readCalendar(prepared.prepared);

  // the expansion window, a day wider on each side than needed: node-ical compares all-day
  // occurrences by local date and timed ones by instant, and the exact cut is made below
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const from = new Date(y, m - 1, d - 2);
  const to = new Date(y, m - 1, d + horizonDays + 1);

  const events: FeedEvent[] = [];
  const keep = (uid: string, nights: { dateFrom: string; dateTo: string }, summary: unknown) => {
    if (nights.dateTo < today || nights.dateFrom > lastDay) return;
    events.push({ uid, ...nights, summary: summaryOf(summary) });
  };

  let readable = 0;
  for (const item of Object.values(data)) {
    if (item?.type !== 'VEVENT') continue;
    const event = item as VEvent;
    if (!isDate(event.start)) continue;
    readable++;
    if (isCancelled(event)) continue;
    const written = prepared.prepared.uids.get(textOf(event.uid) ?? '');
    if (written === undefined) continue;
    const uid = uidOf(written);
    if (event.rrule) {
      let instances: ReturnType<typeof nodeIcal.expandRecurringEvent>;
      try {
        instances = nodeIcal.expandRecurringEvent(event, { from, to, expandOngoing: true });
      } catch {
        // a rule node-ical cannot expand (or one with more than 10,000 occurrences in the window)
        continue;
      }
      for (const instance of instances) {
        if (isCancelled(instance.event) || !isDate(instance.start)) continue;
        const nights = nightsOf(instance.start, instance.end, instance.isFullDay);
        keep(`${uid}#${nights.dateFrom}`, nights, instance.summary);
      }
    } else {
      const allDay = event.datetype === 'date' || event.start.dateOnly === true;
      const nights = nightsOf(event.start, event.end, allDay);
      // an override whose series is missing is still one occurrence of it
      keep(event.recurrenceid ? `${uid}#${nights.dateFrom}` : uid, nights, event.summary);
    }
  }
  if (readable === 0 && prepared.prepared.eventCount > 0) {
    const n = prepared.prepared.eventCount;
    return {
      ok: false,
      error: 'not_calendar',
      detail:
        n === 1
          ? 'The calendar has one event and it could not be read.'
          : `None of the ${n} events in the calendar could be read.`,
    };
  }

  events.sort(
    (a, b) => compare(a.dateFrom, b.dateFrom) || compare(a.uid, b.uid) || compare(b.dateTo, a.dateTo),
  );
  const seen = new Set<string>();
  return {
    ok: true,
    events: events.filter((e) => {
      if (seen.has(e.uid)) return false;
      seen.add(e.uid);
      return true;
    }),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
