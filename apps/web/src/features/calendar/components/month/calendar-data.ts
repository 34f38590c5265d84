import {
  type CalendarEntry,
  type NightAvailability,
  nightAvailability,
  nightCustom,
  type UnitCalendar,
} from '@host-portal/contracts/calendar';
import { addDays, daysBetween, maxDate, minDate } from '../../calendar-dates.ts';
import type { DateWindow } from './calendar-window.ts';

/** One night as the calendar call describes it. */
export interface NightInfo {
  availability: NightAvailability;
  /** minor units; null while the unit has no price */
  price: number | null;
  minimumStay: number | null;
  /** the host set this night's price or minimum stay */
  custom: boolean;
}

/** The loaded calls of one unit, merged: what each night holds and costs, and the entries. */
export interface CalendarData {
  currency: string | null;
  /** the unit's calendar status: PAUSED and BLOCKED make every night blocked */
  calendarStatus: UnitCalendar['calendarStatus'] | null;
  nights: Map<string, NightInfo>;
  /** every entry once, by start */
  entries: CalendarEntry[];
  /** the entry holding each loaded night (overlapping entries arrive merged as one multi entry) */
  entryByNight: Map<string, CalendarEntry>;
}

/** Of two copies of an entry (calls that meet inside it), the one that saw more of it. */
function wider(a: CalendarEntry, b: CalendarEntry): CalendarEntry {
  const span = (e: CalendarEntry) => daysBetween(e.dateFrom, e.dateTo) * 1000 + e.children.length;
  return span(b) > span(a) ? b : a;
}

/** Merges calls (in order; a later call's nights win, e.g. a fresh one over an older one). */
export function mergeCalendars(calendars: readonly UnitCalendar[]): CalendarData {
  const nights = new Map<string, NightInfo>();
  const byId = new Map<string, CalendarEntry>();
  let currency: string | null = null;
  let calendarStatus: CalendarData['calendarStatus'] = null;
  let loadedFrom = '';
  let loadedTo = '';
  for (const calendar of calendars) {
    currency = calendar.currency ?? currency;
    calendarStatus = calendar.calendarStatus ?? calendarStatus;
    const n = calendar.nights;
    for (let i = 0; i < n.availability.length; i++) {
      nights.set(addDays(calendar.dateFrom, i), {
        availability: nightAvailability(n, i) ?? 'available',
        price: n.price[i] ?? null,
        minimumStay: n.minimumStay[i] ?? null,
        custom: nightCustom(n, i),
      });
    }
    loadedFrom = loadedFrom ? minDate(loadedFrom, calendar.dateFrom) : calendar.dateFrom;
    loadedTo = loadedTo ? maxDate(loadedTo, calendar.dateTo) : calendar.dateTo;
    for (const entry of calendar.entries) {
      const known = byId.get(entry.id);
      byId.set(entry.id, known ? wider(known, entry) : entry);
    }
  }
  const entries = [...byId.values()].sort(
    (a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.dateTo.localeCompare(b.dateTo),
  );
  const entryByNight = new Map<string, CalendarEntry>();
  for (const entry of entries) {
    // an imported event may run for years: only the loaded nights are indexed
    const from = maxDate(entry.dateFrom, loadedFrom);
    const to = minDate(entry.dateTo, loadedTo);
    for (let night = from; night < to; night = addDays(night, 1)) {
      if (!entryByNight.has(night)) entryByNight.set(night, entry);
    }
  }
  return { currency, calendarStatus, nights, entries, entryByNight };
}

/** The entries with at least one night in `range`. */
export const entriesIn = (data: CalendarData, range: DateWindow): CalendarEntry[] =>
  data.entries.filter((e) => e.dateFrom < range.dateTo && range.dateFrom < e.dateTo);
