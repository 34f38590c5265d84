/**
 * Half-open night ranges [dateFrom, dateTo) as day numbers: the arithmetic of blocking, unblocking
 * and deriving what imported events block. A range holds the nights from dateFrom up to the night
 * before dateTo (dateTo is the check-out day).
 */
export interface DayRange {
  from: number;
  to: number;
}
export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

const DAY = 86_400_000;
// Day numbers and dates are converted for every night a calendar shows: remembered (a few
// thousand days in use at most; the bound only keeps odd inputs from growing it for ever).
const MEMO_LIMIT = 100_000;
const days = new Map<string, number>();
const dates = new Map<number, string>();
export function dayOf(date: string) {
  let day = days.get(date);
  if (day === undefined) {
    day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
    if (days.size < MEMO_LIMIT) days.set(date, day);
  }
  return day;
}
export function dateOf(day: number) {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    if (dates.size < MEMO_LIMIT) dates.set(day, date);
  }
  return date;
}
export const toDays = (r: DateRange): DayRange => ({ from: dayOf(r.dateFrom), to: dayOf(r.dateTo) });
export const toDates = (r: DayRange): DateRange => ({ dateFrom: dateOf(r.from), dateTo: dateOf(r.to) });

/** Sorted, with overlapping and touching ranges joined. */
export function union(ranges: DayRange[]): DayRange[] {
  const sorted = ranges.filter((r) => r.to > r.from).sort((a, b) => a.from - b.from);
  const out: DayRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/** The nights of `ranges` that none of `holes` holds. */
export function subtract(ranges: DayRange[], holes: DayRange[]): DayRange[] {
  const cut = union(holes);
  const out: DayRange[] = [];
  for (const r of union(ranges)) {
    let from = r.from;
    for (const h of cut) {
      if (h.to <= from || h.from >= r.to) continue;
      if (h.from > from) out.push({ from, to: h.from });
      from = Math.max(from, h.to);
      if (from >= r.to) break;
    }
    if (from < r.to) out.push({ from, to: r.to });
  }
  return out;
}

/** The nights both hold. */
export function intersect(a: DayRange, b: DayRange): DayRange | null {
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  return to > from ? { from, to } : null;
}

export const nightsIn = (ranges: DayRange[]) => union(ranges).reduce((n, r) => n + r.to - r.from, 0);
